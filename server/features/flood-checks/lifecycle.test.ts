import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ISSUED_CODE, OVERRIDE_REASON_MESSAGE } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import { floodPreventionChecks, inspectionPhotos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

let t: TestApp;
let plumber: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
});
afterAll(() => t.close());

const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
  const res = await client.post('/api/flood-prevention-checks', buildCheck(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
};
const upload = (client: TestClient, id: number, fields: Record<string, string> = { section: 'kitchen' }, data?: Buffer) =>
  jpegPhoto(40, 30).then((photo) => {
    const { payload, headers } = multipart(photoParts(data ?? photo, fields));
    return client.post(`/api/flood-prevention-checks/${id}/photos`, payload, { headers });
  });

describe('readings kept honest (issue 19 item 5)', () => {
  it('refuses a status that differs from the reading without a reason, and changes nothing', async () => {
    const before = await t.db.$count(floodPreventionChecks);
    const res = await plumber.post('/api/flood-prevention-checks', buildCheck({ staticPressureKpa: 650, staticPressureStatus: 'pass' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ staticPressureOverrideReason: OVERRIDE_REASON_MESSAGE });
    const short = await plumber.post(
      '/api/flood-prevention-checks',
      buildCheck({ temperatureCelsius: 55, hotWaterTempStatus: 'pass', hotWaterTempOverrideReason: 'ok' }),
    );
    expect(short.json().fields).toEqual({ hotWaterTempOverrideReason: OVERRIDE_REASON_MESSAGE });
    const long = await plumber.post(
      '/api/flood-prevention-checks',
      buildCheck({ staticPressureKpa: 650, staticPressureStatus: 'pass', staticPressureOverrideReason: 'x'.repeat(301) }), // one over the documented 300
    );
    expect(long.statusCode).toBe(400);
    expect(await t.db.$count(floodPreventionChecks)).toBe(before);
  });

  it('keeps the plumber status with its reason, and drops a reason that overrides nothing', async () => {
    const check = await create(plumber, {
      staticPressureKpa: 650,
      staticPressureStatus: 'pass',
      staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa',
    });
    expect(check).toMatchObject({ staticPressureStatus: 'pass', staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa' });
    // 500 kPa passes (AS/NZS 3500.1: shall not exceed 500 kPa), so "pass" needs no reason and a stale one is not kept.
    const edge = await plumber.put(
      `/api/flood-prevention-checks/${check.id}`,
      buildCheck({ staticPressureKpa: 500, staticPressureStatus: 'pass', staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa' }),
    );
    expect(edge.statusCode).toBe(200);
    expect(edge.json().staticPressureOverrideReason).toBeUndefined();
    const hot = await plumber.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ temperatureCelsius: 50, hotWaterTempStatus: 'fail' }));
    expect(hot.json().fields).toEqual({ hotWaterTempOverrideReason: OVERRIDE_REASON_MESSAGE });
  });
});

describe('notes, client phone and captions (issue 19 item 6)', () => {
  it('stores the notes of readings, areas, appliances and the check, and the client phone', async () => {
    const notes = {
      staticPressureNotes: 'Measured at the front tap',
      hotWaterTempNotes: 'Kitchen tap after 1 minute',
      bathroom1Notes: 'Vanity cabinet damp underneath',
      washingMachineHosesNotes: 'Hoses behind the machine, hard to reach',
      generalNotes: 'Client asked for a quote for all red items',
      clientPhone: '(03) 9123 4567',
    };
    const check = await create(plumber, notes);
    expect(check).toMatchObject(notes);
    const read = await plumber.get(`/api/flood-prevention-checks/${check.id}`);
    expect(read.json()).toMatchObject(notes);
    const cleared = await plumber.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ bathroom1Notes: '' }));
    expect(cleared.json().bathroom1Notes).toBeUndefined();
  });

  it('refuses notes over 1,000 characters and a phone number that is not Australian', async () => {
    const res = await plumber.post(
      '/api/flood-prevention-checks',
      buildCheck({ generalNotes: 'n'.repeat(1001), kitchenNotes: 'k'.repeat(1001), clientPhone: '555-1234' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['clientPhone', 'generalNotes', 'kitchenNotes']);
    for (const phone of ['0412 345 678', '+61 412 345 678', '1300 123 456']) {
      expect((await plumber.post('/api/flood-prevention-checks', buildCheck({ clientPhone: phone }))).statusCode).toBe(201);
    }
  });

  it('captions a photo (PATCH /api/photos/{id}) for those who may change the check only', async () => {
    const check = await create(plumber);
    const photo = (await upload(plumber, check.id, { section: 'kitchen', takenAt: '2026-03-05T03:22:10.000Z' })).json();
    expect(photo).toMatchObject({ caption: null, takenAt: '2026-03-05T03:22:10.000Z' });
    const typedEarly = await upload(plumber, check.id, { section: 'kitchen', caption: 'Typed before the upload' });
    expect(typedEarly.json().caption).toBe('Typed before the upload');
    const res = await plumber.patch(`/api/photos/${photo.id}`, { caption: '  Mixer tap braided hose, kinked  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: photo.id, caption: 'Mixer tap braided hose, kinked' });
    expect((await plumber.get(`/api/flood-prevention-checks/${check.id}/photos`)).json()[0].caption).toBe('Mixer tap braided hose, kinked');
    expect((await plumber.patch(`/api/photos/${photo.id}`, { caption: 'c'.repeat(201) })).statusCode).toBe(400);
    const other = (await registered(t.app, 'Plumber')).client;
    expect((await other.patch(`/api/photos/${photo.id}`, { caption: 'Not mine' })).statusCode).toBe(404);
    expect((await plumber.patch(`/api/photos/${photo.id}`, { caption: '' })).json().caption).toBeNull();
    await t.db.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, check.id));
    const locked = await plumber.patch(`/api/photos/${photo.id}`, { caption: 'Too late' });
    expect([locked.statusCode, locked.json().code]).toEqual([409, CERTIFICATE_ISSUED_CODE]);
  });

  it('keeps a photo capture time: EXIF first, else the time the app sent, never in the future', async () => {
    const check = await create(plumber);
    const sharp = (await import('sharp')).default;
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone' }, IFD2: { DateTimeOriginal: '2026:03:05 14:22:10' } })
      .toBuffer();
    const exif = await upload(plumber, check.id, { section: 'kitchen', takenAt: '2026-04-01T00:00:00.000Z' }, withExif);
    expect(exif.json().takenAt).toBe('2026-03-05T03:22:10.000Z'); // Melbourne daylight time
    const future = await upload(plumber, check.id, { section: 'kitchen', takenAt: '2099-01-01T00:00:00.000Z' });
    expect(Date.parse(future.json().takenAt)).toBeLessThanOrEqual(Date.now());
    expect((await upload(plumber, check.id, { section: 'kitchen', takenAt: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('at most 60 photos a check (issue 19 item 8)', () => {
  it('refuses the 61st upload with 409 and a clear message', async () => {
    const check = await create(plumber);
    // 59 photos stored directly (the trigger of migration 0004 keeps the count), then the 60th and 61st through the API.
    await t.db.insert(inspectionPhotos).values(
      Array.from({ length: LIMITS.photosPerCheck - 1 }, (_, i) => ({
        floodPreventionCheckId: check.id,
        fileName: `limit-${check.id}-${i}.jpg`,
        filePath: `/nowhere/limit-${check.id}-${i}.jpg`,
        fileSize: 10,
        mimeType: 'image/jpeg',
        section: 'kitchen',
      })),
    );
    expect((await upload(plumber, check.id)).statusCode).toBe(201);
    const res = await upload(plumber, check.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'photo_limit', message: 'A check can hold at most 60 photos. Delete one before adding another.' });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.floodPreventionCheckId, check.id));
    expect(row!.n).toBe(60);
  });
});

describe('reopening a saved check (issue 19 item 1)', () => {
  it('lets the author and management save again with PUT; another plumber gets 404, office staff 403, an issued check 409', async () => {
    const { client: author, user } = await registered(t.app, 'Plumber');
    const check = await create(author, { plumberSignature: '' });
    expect(check.status).toBe('draft');
    const finished = await author.put(`/api/flood-prevention-checks/${check.id}`, buildCheck());
    expect(finished.json()).toMatchObject({ id: check.id, status: 'completed', userId: user.id });

    const other = (await registered(t.app, 'Plumber')).client;
    expect((await other.put(`/api/flood-prevention-checks/${check.id}`, buildCheck())).statusCode).toBe(404);
    expect((await other.get(`/api/flood-prevention-checks/${check.id}`)).statusCode).toBe(404);
    const office = (await registered(t.app, 'Office Staff')).client;
    expect((await office.put(`/api/flood-prevention-checks/${check.id}`, buildCheck())).statusCode).toBe(403);

    const manager = (await registered(t.app, 'Management')).client;
    const managed = await manager.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ generalNotes: 'Reviewed by management' }));
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toMatchObject({ userId: user.id, generalNotes: 'Reviewed by management', createdByName: `${user.firstName} ${user.lastName}` });
    expect((await upload(manager, check.id)).statusCode).toBe(201);

    await t.db.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, check.id));
    for (const client of [author, manager]) {
      const res = await client.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ clientName: 'Changed' }));
      expect([res.statusCode, res.json().code]).toEqual([409, CERTIFICATE_ISSUED_CODE]);
    }
  });
});

describe('Existing: search and filters (issue 19 item 1)', () => {
  it('searches client, address and job number, and filters by status and day, server-side', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const a = await create(client, { clientName: 'Zelda Quartermaine', initialJobNumber: 'JOB-77001', streetName: 'Wattlebird' });
    const b = await create(client, { clientName: 'Arthur Pendlebury', initialJobNumber: 'JOB-77002', plumberSignature: '' });
    const c = await create(client, { clientName: 'Olive 100%_Sure', initialJobNumber: 'JOB-77003' });
    await t.db.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, c.id));
    const ids = async (query: string) => {
      const res = await client.get(`/api/flood-prevention-checks?${query}`);
      expect(res.statusCode).toBe(200);
      return { ids: (res.json().items as Array<{ id: number }>).map((i) => i.id), total: res.json().total };
    };
    expect(await ids('q=quarter')).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('q=wattlebird')).toEqual({ ids: [a.id], total: 1 });
    expect((await ids('q=JOB-7700')).ids).toEqual([c.id, b.id, a.id]);
    expect((await ids('q=100%25_')).ids).toEqual([c.id]); // % and _ taken literally
    expect((await ids('q=%25')).ids).toEqual([c.id]);
    expect((await ids('status=draft')).ids).toEqual([b.id]);
    expect((await ids('status=completed')).ids).toEqual([a.id]);
    expect((await ids('status=issued')).ids).toEqual([c.id]);
    expect((await ids('status=void')).ids).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(new Date());
    expect((await ids(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await ids('to=2020-01-01')).ids).toEqual([]);
    const page = await client.get('/api/flood-prevention-checks?q=JOB-7700&limit=2');
    expect(page.json()).toMatchObject({ total: 3, nextCursor: b.id });
    expect((await ids(`q=JOB-7700&limit=2&cursor=${b.id}`)).ids).toEqual([a.id]);
    const summary = (await client.get('/api/flood-prevention-checks?q=quarter')).json().items[0];
    expect(summary).toMatchObject({ certificateIssued: false, certificateVoided: false, status: 'completed' });
    for (const bad of ['status=lost', 'from=2026-13-01', 'from=2026-05-02&to=2026-05-01', `q=${'x'.repeat(101)}`]) {
      const res = await client.get(`/api/flood-prevention-checks?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
