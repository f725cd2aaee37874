import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../auth/cookies';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { stagedNames } from '../../test/storage';
import { jpegPhoto } from './test-helpers';

/** What the app logged, parsed: the test reads levels (pino: 30 info, 40 warn, 50 error). */
const logged: Array<{ level: number; msg?: string }> = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg?: string }) });

let t: TestApp;
let plumber: TestClient;
let url: string;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({}, {}, { logger });
  plumber = (await registered(t.app, 'Plumber')).client;
  url = `/api/flood-prevention-checks/${(await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id}/photos`;
  photo = await jpegPhoto(400, 300);
});
afterAll(() => t.close());

const form = (boundary: string) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\nbathroom1\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const leftovers = () => stagedNames(t.config, 'checks');
const errorsLogged = () => logged.filter((l) => l.level >= 50);

describe('malformed multipart', () => {
  it('answers a missing boundary, a body cut short and a boundary over 70 characters with 400 in the one error shape', async () => {
    const long = 'b'.repeat(71);
    const cases: Array<[string, string, Buffer]> = [
      ['no boundary', 'multipart/form-data', form('x')],
      ['empty boundary', 'multipart/form-data; boundary=', form('x')],
      ['cut short', 'multipart/form-data; boundary=x', form('x').subarray(0, 300)],
      ['boundary of 71 characters', `multipart/form-data; boundary=${long}`, form(long)],
      ['boundary of 5000 characters', `multipart/form-data; boundary=${'c'.repeat(5000)}`, form('c'.repeat(5000))],
    ];
    logged.length = 0;
    for (const [what, type, payload] of cases) {
      const res = await plumber.post(url, payload, { headers: { 'content-type': type } });
      expect(res.statusCode, what).toBe(400);
      expect(Object.keys(res.json()).sort(), what).toEqual(['code', 'message']);
      expect(res.json().code, what).toBe('malformed_upload');
    }
    expect(errorsLogged()).toEqual([]);
    expect(await leftovers()).toEqual([]);
    // A boundary of exactly 70 characters is valid (RFC 2046) and the photo is stored.
    const seventy = 'd'.repeat(70);
    expect((await plumber.post(url, form(seventy), { headers: { 'content-type': `multipart/form-data; boundary=${seventy}` } })).statusCode).toBe(201);
  });

  it('logs a client that hangs up mid-upload below error level, and keeps no partial file', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = form('abortboundary');
    logged.length = 0;
    const cookie = sessionCookieName(t.config);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: {
        origin: `http://127.0.0.1:${port}`,
        cookie: `${cookie}=${plumber.cookies.get(cookie)}`,
        'content-type': 'multipart/form-data; boundary=abortboundary',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => undefined);
    req.write(body.subarray(0, body.length - 200));
    // The server has started on the file once its temporary file exists; then the client goes.
    for (let i = 0; i < 200 && (await leftovers()).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await leftovers()).toHaveLength(1);
    req.destroy();
    for (let i = 0; i < 200 && (await leftovers()).length > 0; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    expect(await leftovers()).toEqual([]);
    expect(errorsLogged()).toEqual([]);
    expect(logged.some((l) => l.level < 50 && /interrupted|aborted|closed/i.test(l.msg ?? ''))).toBe(true);
  });
});
