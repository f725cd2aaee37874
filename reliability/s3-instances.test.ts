import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCheck } from '../server/test/factories';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { dropBucket, freshBucketName, s3Env, s3TestEndpoint } from '../server/test/storage';
import { registerEmployee } from './support/accounts';
import { freePorts } from './support/ports';
import { freshDatabase } from './support/postgres';

/**
 * Several hosts (docs/decisions/0022-storage-seam.md): two server processes with data folders of their own, one
 * PostgreSQL and one bucket. A photo uploaded through one is served by the other byte for
 * byte, and neither keeps anything in its local upload folder.
 */
if (!s3TestEndpoint)
  describe.skip('two instances on one S3 bucket: NOT RUN, S3_TEST_ENDPOINT is not set (scripts/swift-s3.sh start, then S3_TEST_ENDPOINT=http://127.0.0.1:8080)', () => {
    it('serves a photo uploaded through one instance from the other', () => undefined);
  });
else
  describe('two instances on one S3 bucket', () => {
    const bucket = freshBucketName();
    let a: ServerProcess;
    let b: ServerProcess;
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    beforeAll(async () => {
      db = await freshDatabase();
      const [portA, portB] = await freePorts(2);
      const env = { DATABASE_URL: db.url, ...s3Env(bucket) };
      // Both start at once: each finds the bucket missing, one creates it, the other finds it made.
      [a, b] = await Promise.all([startServerProcess({ port: portA!, env }), startServerProcess({ port: portB!, env })]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.drop();
      await dropBucket(bucket);
    });

    it('serves a photo uploaded through one instance from the other, byte for byte, and keeps no local upload files', async () => {
      const plumber = await registerEmployee(a.url, 'Plumber');
      const check = await plumber.client.post('/api/flood-prevention-checks', buildCheck());
      expect(check.status, check.text).toBe(201);
      const checkId = (check.json() as { id: number }).id;
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
        .jpeg({ quality: 90 })
        .toBuffer();
      const form = new FormData();
      form.append('section', 'kitchen');
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const up = await plumber.client.request('POST', `/api/flood-prevention-checks/${checkId}/photos`, form);
      expect(up.status, up.text).toBe(201);
      const { fileName } = up.json() as { fileName: string };

      const cookie = [...plumber.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const fromB = await fetch(`${b.url}/uploads/${fileName}`, { headers: { cookie } });
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(photo);
      const copyFromB = await fetch(`${b.url}/uploads/compressed-${fileName}`, { headers: { cookie } });
      expect(copyFromB.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await copyFromB.arrayBuffer())).metadata()).width).toBe(900);

      // Deleted through B: gone for A too.
      const photoId = (up.json() as { id: number }).id;
      expect((await plumber.client.at(b.url).delete(`/api/photos/${photoId}`)).status).toBeLessThan(300);
      expect((await fetch(`${a.url}/uploads/${fileName}`, { headers: { cookie } })).status).toBe(404);

      for (const server of [a, b]) expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    });
  });
