import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { storedBytes } from '../../test/storage';
import { multipart, photoParts } from './test-helpers';

/**
 * Photos as phones really send them (docs/product.md#photos: JPEG, PNG or WebP up to 15 MB):
 * a WebP, and a 12-megapixel camera JPEG of about 10 MB with the camera's orientation and
 * location in its EXIF.
 */
let t: TestApp;
let plumber: TestClient;
let checkId: number;
beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
  checkId = (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id;
});
afterAll(() => t.close());

const upload = (data: Buffer, filename: string, contentType: string) => {
  const { payload, headers } = multipart(photoParts(data, { section: 'kitchen' }, filename, contentType));
  return plumber.post(`/api/flood-prevention-checks/${checkId}/photos`, payload, { headers });
};
const compressed = async (fileName: string) => sharp((await storedBytes(t.config, 'checks', `compressed-${fileName}`))!).metadata();

describe('photos as phones send them', () => {
  it('accepts a WebP, keeps it as sent and makes a JPEG copy', async () => {
    const webp = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2e7d32', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
      .webp({ quality: 80, effort: 0 })
      .toBuffer();
    const res = await upload(webp, 'IMG_0412.webp', 'image/webp');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as { fileName: string; mimeType: string; fileSize: number };
    expect(photo).toMatchObject({ mimeType: 'image/webp', fileSize: webp.length });
    expect(await storedBytes(t.config, 'checks', photo.fileName)).toEqual(webp);
    const copy = await compressed(photo.fileName);
    expect([copy.format, copy.width, copy.height]).toEqual(['jpeg', 1600, 1200]);
  });

  it('accepts a 12-megapixel camera photo of about 10 MB, rotated as the camera says, without its location', async () => {
    const camera = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6b8e23', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 49/1 0/1' } })
      .toBuffer();
    expect(camera.length).toBeGreaterThan(9.5 * 1024 * 1024);
    expect(camera.length).toBeLessThan(15 * 1024 * 1024);
    const res = await upload(camera, 'IMG_0413.JPG', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as { fileName: string; fileSize: number };
    expect(photo.fileSize).toBe(camera.length);
    const copy = await compressed(photo.fileName);
    expect([copy.format, copy.width, copy.height]).toEqual(['jpeg', 1200, 1600]); // portrait: turned upright
    expect(copy.exif).toBeUndefined();
    // Both are listed on the check.
    expect((await plumber.get(`/api/flood-prevention-checks/${checkId}/photos`)).json()).toHaveLength(2);
  });
});
