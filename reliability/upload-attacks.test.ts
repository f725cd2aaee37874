import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photoParts, type Part } from '../server/features/flood-checks/test-helpers';
import { createTestApp, type TestApp } from '../server/test/app';
import type { TestClient } from '../server/test/client';
import { buildCheck, buildRegistration, registered, signedUp } from '../server/test/factories';
import { fingerprinter, uploadedFiles } from './support/fingerprint';
import { jpegWithPayload, pngDeclaring, refusedUploads } from './support/hostile-files';

/**
 * Upload attacks (ASVS V5.2, V5.3, V12.3): hostile files sent as inspection photos and as
 * registration images are refused with a 4xx in the one error shape, leaving no file (not
 * even a temporary one) and no row; `/uploads` serves nothing outside its folder.
 */
/** Chosen by the system at listen(): other runs on this machine must not collide with it. */
let PORT: number;
let t: TestApp;
let plumber: TestClient;
let checkId: number;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
  checkId = (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id;
  fingerprint = await fingerprinter(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  PORT = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const upload = (parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return plumber.post(`/api/flood-prevention-checks/${checkId}/photos`, payload, { headers });
};

function errorShape(text: string): boolean {
  const body = JSON.parse(text) as Record<string, unknown>;
  const keys = Object.keys(body).filter((k) => !['message', 'code', 'fields'].includes(k));
  return typeof body.message === 'string' && typeof body.code === 'string' && keys.length === 0;
}

/**
 * Streams a multipart upload of `totalBytes` (a JPEG header, then zeros) over a real socket,
 * chunk by chunk, so the test never holds the body; resolves with the server's answer.
 */
function streamHugeUpload(totalBytes: number): Promise<{ status: number; body: string; sent: number }> {
  const boundary = 'hugeboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\nkitchen\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`,
    'latin1',
  );
  const chunk = Buffer.alloc(64 * 1024);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: `/api/flood-prevention-checks/${checkId}/photos`,
        headers: {
          origin: `http://127.0.0.1:${PORT}`,
          cookie: [...plumber.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
      },
    );
    // The server may close the socket once it has answered; only an error before the answer counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    req.write(head);
    pump();
  });
}

/** A GET whose path is sent byte for byte (fetch would resolve the ../ segments first). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, path: rawPath, headers: { cookie: [...plumber.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('upload attacks on inspection photos', () => {
  it('refuses non-images, polyglots, truncated files and pixel bombs, whatever their name, leaving nothing', async () => {
    const before = await fingerprint();
    for (const [what, data] of await refusedUploads()) {
      for (const [filename, type] of [
        ['photo.jpg', 'image/jpeg'],
        ['photo.svg', 'image/svg+xml'],
      ]) {
        const res = await upload(photoParts(data, { section: 'kitchen' }, filename, type));
        expect(res.statusCode, `${what} as ${filename}: ${res.body}`).toBe(400);
        expect(errorShape(res.body), `${what}: ${res.body}`).toBe(true);
        expect(res.json().fields, what).toHaveProperty('photo');
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a streamed 50 MB body with 413 without storing it', async () => {
    const before = await fingerprint();
    const res = await streamHugeUpload(50 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(errorShape(res.body)).toBe(true);
    expect(await fingerprint()).toBe(before);
    // The server stayed healthy and still takes uploads on the same folder.
    expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);
  }, 60_000);

  it('ignores hostile file names: ../ and NUL never reach a path, and bad form parts are refused', async () => {
    const before = await fingerprint();
    const jpeg = await jpegWithPayload();
    for (const name of ['../../../evil.jpg', '..\\..\\evil.jpg', '/etc/cron.d/evil.jpg', 'photo.jpg\u0000.html', '%2e%2e%2fevil.jpg']) {
      const res = await upload(photoParts(jpeg, { section: 'kitchen' }, name));
      expect(res.statusCode, name).toBe(201);
      expect(res.json().fileName, name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    }
    const files = await uploadedFiles(t);
    expect(files.filter((f) => !/^(checks|profile)\/(compressed-)?[0-9a-f-]{36}\.(jpg|png)$/.test(f))).toEqual([]);

    const after = await fingerprint();
    const twoFiles = await upload([...photoParts(jpeg), ...photoParts(jpeg)]);
    const misnamed = await upload([
      { name: 'section', value: 'kitchen' },
      { name: 'photo\u0000', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const badSection = await upload(photoParts(jpeg, { section: '../../etc\u0000' }));
    expect(twoFiles.statusCode).toBe(413); // over the multipart limit of one file
    for (const res of [twoFiles, misnamed, badSection]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(errorShape(res.body), res.body).toBe(true);
    }
    expect(misnamed.json().fields).toHaveProperty('photo');
    expect(badSection.json().fields).toHaveProperty('section');
    expect(await fingerprint()).toBe(after);
    expect(after).not.toBe(before); // the five accepted photos really were stored
  });

  it('serves a JPEG carrying a trailing payload only as an image, and its compressed copy without it', async () => {
    const photo = (await upload(photoParts(await jpegWithPayload()))).json() as { fileName: string };
    const original = await plumber.get(`/uploads/${photo.fileName}`);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(String(original.headers['content-security-policy'])).toContain("script-src 'self'");
    const compressed = await plumber.get(`/uploads/compressed-${photo.fileName}`);
    expect(compressed.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('upload attacks on registration images', () => {
  it('refuses SVG, polyglots and pixel bombs as data URLs, leaving no file and no profile', async () => {
    const { client } = await signedUp(t.app);
    const before = await fingerprint();
    const hostile: Array<[string, string]> = [
      ['SVG with script', `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`],
      ...(await refusedUploads()).map(([what, data]): [string, string] => [what, `data:image/jpeg;base64,${data.toString('base64')}`]),
      ['PNG bomb typed as PNG', `data:image/png;base64,${pngDeclaring(30_000, 30_000).toString('base64')}`],
    ];
    for (const [what, dataUrl] of hostile) {
      const res = await client.post('/api/employee-profile', buildRegistration({ employeePhotoUrl: dataUrl }));
      expect(res.statusCode, what).toBe(400);
      expect(errorShape(res.body), what).toBe(true);
      expect(res.json().fields, what).toHaveProperty('employeePhotoUrl');
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('serving /uploads', () => {
  it('never serves anything outside the photo folder, however the path is written', async () => {
    // A secret file beside the upload folder, as an operator's file in DATA_DIR could be.
    const SECRET_FILE = 'secret.txt';
    const secret = `secret-${randomUUID()}`;
    await writeFile(path.join(t.config.dataDir, SECRET_FILE), secret);
    const photo = (await upload(photoParts(await jpegWithPayload()))).json() as { fileName: string };
    const attempts = [
      `..%2F${SECRET_FILE}`,
      `..%2F..%2F${SECRET_FILE}`,
      `%2E%2E%2F%2E%2E%2F${SECRET_FILE}`,
      `%252e%252e%252f${SECRET_FILE}`,
      `..%5C..%5C${SECRET_FILE}`,
      `${encodeURIComponent(path.join(t.config.dataDir, SECRET_FILE))}`,
      `%2Fetc%2Fpasswd`,
      `${photo.fileName}%00.html`,
      `${photo.fileName}%00`,
      `compressed-..%2F..%2F${SECRET_FILE}`,
      `.upload-00000000-0000-0000-0000-000000000000.tmp`,
    ];
    for (const attempt of attempts) {
      for (const prefix of ['/uploads/', '/api/files/profile/']) {
        const res = await plumber.get(prefix + attempt);
        expect([400, 404], `${prefix}${attempt}`).toContain(res.statusCode);
        expect(res.body).not.toContain(secret);
        expect(errorShape(res.body), `${prefix}${attempt}`).toBe(true);
      }
    }
    // Over a real socket the path reaches the server as written, ../ segments included.
    for (const raw of [`/uploads/../${SECRET_FILE}`, `/uploads/../../${path.basename(t.config.dataDir)}/${SECRET_FILE}`, `/uploads/..%2f${SECRET_FILE}`]) {
      const res = await rawGet(raw);
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain(secret);
    }
  });
});
