import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodPreventionChecks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function decoded(dataUrl: string): Promise<Metadata> {
  return sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).metadata();
}

describe('check signatures', () => {
  it('refuses a pixel-bomb signature (small file, huge canvas) and stores nothing', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const bomb = await pngDataUrl(8000, 8000);
    expect(bomb.length).toBeLessThan(2_000_000); // passes the contract's size cap: only decoding tells
    const res = await client.post('/api/flood-prevention-checks', buildCheck({ plumberSignature: bomb }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ plumberSignature: expect.any(String) });
    expect(await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.userId, user.id))).toEqual([]);
  });

  it('stores a real signature re-encoded as a PNG no wider than 1200 px, on create and update', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const created = await client.post('/api/flood-prevention-checks', buildCheck({ plumberSignature: await pngDataUrl(1600, 600) }));
    expect(created.statusCode).toBe(201);
    const stored = await decoded(created.json().plumberSignature);
    expect(stored).toMatchObject({ format: 'png', width: 1200, height: 450 });

    const updated = await client.put(`/api/flood-prevention-checks/${created.json().id}`, buildCheck({ plumberSignature: await pngDataUrl(400, 150) }));
    expect(updated.statusCode).toBe(200);
    expect(await decoded(updated.json().plumberSignature)).toMatchObject({ format: 'png', width: 400, height: 150 });
  });
});
