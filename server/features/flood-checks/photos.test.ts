import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ISSUED_CODE } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import { floodPreventionChecks, inspectionPhotos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { storedBytes, storedNames } from '../../test/storage';
import { jpegPhoto, multipart, photoParts, type Part } from './test-helpers';

let t: TestApp;
let plumber: TestClient;
let checkId: number;
beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
  checkId = (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id;
});
afterAll(() => t.close());

const files = () => storedNames(t.config, 'checks');
const upload = (client: TestClient, id: number, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return client.post(`/api/flood-prevention-checks/${id}/photos`, payload, { headers });
};

describe('inspection photos API', () => {
  it('keeps the original and a compressed copy: rotated, at most 1600 px, no metadata', async () => {
    const original = await jpegPhoto(3000, 2000, { orientation: 6, gps: true });
    const res = await upload(plumber, checkId, photoParts(original, { section: 'static-pressure', description: 'Gauge reading 620 kPa' }));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ section: 'static-pressure', description: 'Gauge reading 620 kPa', mimeType: 'image/jpeg', fileSize: original.length });
    expect(photo.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(photo.url).toBe(`/uploads/${photo.fileName}`);
    expect(await files()).toEqual([`compressed-${photo.fileName}`, photo.fileName].sort());

    expect(await storedBytes(t.config, 'checks', photo.fileName)).toEqual(original);
    const small = await sharp((await storedBytes(t.config, 'checks', `compressed-${photo.fileName}`))!).metadata();
    expect(small.format).toBe('jpeg');
    expect([small.width, small.height]).toEqual([1067, 1600]); // portrait: orientation applied
    expect(small.exif).toBeUndefined();
    expect(small.orientation).toBeUndefined();

    const defaults = await upload(plumber, checkId, photoParts(await jpegPhoto(40, 30), { section: 'kitchen' }));
    expect(defaults.json().description).toBe('Inspection photo');
  });

  it('serves the compressed copy of a PNG as the JPEG it is, and the original as PNG', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const photo = (await upload(plumber, checkId, photoParts(png, { section: 'laundry' }, 'photo.png', 'image/png'))).json();
    expect(photo.fileName).toMatch(/\.png$/);
    const original = await plumber.get(`/uploads/${photo.fileName}`);
    expect(original.headers['content-type']).toBe('image/png');
    const copy = await plumber.get(`/uploads/compressed-${photo.fileName}`);
    expect(copy.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(copy.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('recognises a retried upload by its clientUploadId and stores it once', async () => {
    const before = await files();
    const parts = photoParts(await jpegPhoto(64, 48), { section: 'laundry', clientUploadId: 'retry-1234-abcd' });
    const first = await upload(plumber, checkId, parts);
    const again = await upload(plumber, checkId, parts);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await files()).length).toBe(before.length + 2);
    const rows = await t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.clientUploadId, 'retry-1234-abcd'));
    expect(rows).toHaveLength(1);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name, and leaves no file', async () => {
    const before = await files();
    const text = await upload(plumber, checkId, photoParts(Buffer.from('<html>not a photo</html>'), { section: 'bathroom1' }, 'photo.jpg', 'image/jpeg'));
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ photo: 'The photo must be a JPEG, PNG or WebP image' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    expect((await upload(plumber, checkId, photoParts(gif, { section: 'bathroom1' }, 'renamed.png', 'image/png'))).statusCode).toBe(400);
    const jpeg = await jpegPhoto(200, 200);
    const truncated = await upload(plumber, checkId, photoParts(jpeg.subarray(0, 120), { section: 'bathroom1' }));
    expect(truncated.statusCode).toBe(400);
    expect(await files()).toEqual(before);
  });

  it('refuses a photo over 15 MB with 413, a missing photo and an unknown section with 400', async () => {
    const before = await files();
    const huge = Buffer.concat([await jpegPhoto(10, 10), Buffer.alloc(LIMITS.photoMaxBytes, 7)]);
    const big = await upload(plumber, checkId, photoParts(huge));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Photos must be at most 15 MB.');
    const none = await upload(plumber, checkId, [{ name: 'section', value: 'bathroom1' }]);
    expect(none.json().fields).toEqual({ photo: 'Choose a photo to upload' });
    const section = await upload(plumber, checkId, photoParts(await jpegPhoto(10, 10), { section: '../../etc' }));
    expect(section.statusCode).toBe(400);
    expect(section.json().fields).toEqual({ section: 'Unknown photo section' });
    const json = await plumber.post(`/api/flood-prevention-checks/${checkId}/photos`, { section: 'bathroom1' });
    expect(json.statusCode).toBe(415);
    expect(await files()).toEqual(before);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const before = await files();
    const bomb = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.photoMaxBytes);
    const res = await upload(plumber, checkId, photoParts(bomb, { section: 'kitchen' }, 'photo.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.photo).toContain('too many pixels');
    expect(await files()).toEqual(before);
  });

  it('removes both files when the photo row cannot be written', async () => {
    const before = await files();
    // The database itself refuses the row (a trigger), as a full disk or a lost connection would.
    await t.db.execute(sql.raw(`CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated failure'; END $$`));
    await t.db.execute(sql.raw('CREATE TRIGGER refuse_photo BEFORE INSERT ON inspection_photos FOR EACH ROW EXECUTE FUNCTION refuse_photo()'));
    try {
      const res = await upload(plumber, checkId, photoParts(await jpegPhoto(80, 60)));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_photo ON inspection_photos'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_photo()'));
    }
    expect(await files()).toEqual(before);
  });

  it("hides another plumber's check (404), and refuses photos on a certified check (409)", async () => {
    const other = (await registered(t.app, 'Plumber')).client;
    const photo = (await upload(plumber, checkId, photoParts(await jpegPhoto(20, 20)))).json();
    const before = await files();
    expect((await upload(other, checkId, photoParts(await jpegPhoto(20, 20)))).statusCode).toBe(404);
    expect((await other.delete(`/api/photos/${photo.id}`)).statusCode).toBe(404);
    const office = (await registered(t.app, 'Office Staff')).client;
    expect((await office.delete(`/api/photos/${photo.id}`)).statusCode).toBe(403);
    expect(await files()).toEqual(before);

    const certified = (await plumber.post('/api/flood-prevention-checks', buildCheck())).json();
    const kept = (await upload(plumber, certified.id, photoParts(await jpegPhoto(20, 20)))).json();
    await t.db.update(floodPreventionChecks).set({ certificateIssued: true }).where(eq(floodPreventionChecks.id, certified.id));
    const refused = await upload(plumber, certified.id, photoParts(await jpegPhoto(20, 20)));
    expect([refused.statusCode, refused.json().code]).toEqual([409, CERTIFICATE_ISSUED_CODE]);
    const gone = await plumber.delete(`/api/photos/${kept.id}`);
    expect([gone.statusCode, gone.json().code]).toEqual([409, CERTIFICATE_ISSUED_CODE]);
  });

  it('deletes a photo with both of its files; the list counts photos', async () => {
    const fresh = (await plumber.post('/api/flood-prevention-checks', buildCheck({ clientName: 'Photo Count' }))).json();
    const a = (await upload(plumber, fresh.id, photoParts(await jpegPhoto(20, 20)))).json();
    await upload(plumber, fresh.id, photoParts(await jpegPhoto(20, 20)));
    const count = () =>
      plumber.get('/api/flood-prevention-checks?limit=100').then((r) => r.json().items.find((i: { id: number }) => i.id === fresh.id).photoCount);
    expect(await count()).toBe(2);
    const res = await plumber.delete(`/api/photos/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(await files()).not.toContain(a.fileName);
    expect(await files()).not.toContain(`compressed-${a.fileName}`);
    expect(await count()).toBe(1);
    expect((await plumber.delete(`/api/photos/${a.id}`)).statusCode).toBe(404);
  });

  it('keeps the count on the check row in step when a photo row is added, moved or deleted (trigger of migration 0004)', async () => {
    const from = (await plumber.post('/api/flood-prevention-checks', buildCheck({ clientName: 'Count From' }))).json();
    const to = (await plumber.post('/api/flood-prevention-checks', buildCheck({ clientName: 'Count To' }))).json();
    const photo = (await upload(plumber, from.id, photoParts(await jpegPhoto(20, 20)))).json();
    const counts = async () =>
      (
        await t.db
          .select({ id: floodPreventionChecks.id, n: floodPreventionChecks.photoCount })
          .from(floodPreventionChecks)
          .where(inArray(floodPreventionChecks.id, [from.id, to.id]))
      )
        .sort((x, y) => x.id - y.id)
        .map((r) => r.n);
    expect(await counts()).toEqual([1, 0]);
    await t.db.update(inspectionPhotos).set({ floodPreventionCheckId: to.id }).where(eq(inspectionPhotos.id, photo.id));
    expect(await counts()).toEqual([0, 1]);
    await t.db.delete(inspectionPhotos).where(eq(inspectionPhotos.id, photo.id));
    expect(await counts()).toEqual([0, 0]);
  });
});
