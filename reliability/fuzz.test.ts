import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/app';
import type { TestClient } from '../server/test/client';
import { buildCheck, registered } from '../server/test/factories';
import { jpegPhoto } from '../server/features/flood-checks/test-helpers';
import { fingerprinter } from './support/fingerprint';

/**
 * Property-based fuzzing of every API route (docs/architecture.md#reliability-suite): generated bodies, params and
 * query strings of wrong types, huge and odd unicode strings, nested junk and
 * prototype-pollution keys. Every answer must be below 500, every refusal must be in the
 * one error shape, and a refused request must change nothing in the database or on disk.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
// Routes that end the caller's session are fuzzed by a throwaway principal of their own.
const ENDS_SESSION = new Set(['POST /api/auth/sign-out', 'GET /api/logout']);

let t: TestApp;
let owner: TestClient;
let plumber: TestClient;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registered(t.app, 'Owner')).client;
  plumber = (await registered(t.app, 'Plumber')).client;
  fingerprint = await fingerprinter(t);
});
afterAll(() => t.close());

const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      -1,
      0,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      ' ',
      '0',
      'true',
      'null',
      '1e9999',
      '../../etc/passwd',
      'data:image/png;base64,AAAA',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '\u0000',
      '\ud800',
      'A'.repeat(100_000),
    ),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A body shaped like the route's real ones (known field names) but with junk values. */
const FIELD_NAMES = [
  'email',
  'password',
  'pin',
  'ownerPin',
  'currentPin',
  'newPin',
  'employeeName',
  'employeeRole',
  'description',
  'clientName',
  'postcode',
  'state',
  'clientEmail',
  'officeEmail',
  'status',
  'overallScore',
  'assessmentId',
  'skillId',
  'score',
  'title',
  'content',
  'category',
  'isActive',
  'employeeAccessCode',
  'firstName',
  'employeePhotoUrl',
];
const body = fc.oneof(
  junk,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES, '__proto__', 'constructor'), junk, { maxKeys: 8 }),
  fc.constant(JSON.parse('{"__proto__": {"isOwner": true, "role": "Owner"}, "constructor": {"prototype": {"admin": true}}}') as unknown),
);
const param = fc.oneof(
  fc.integer(),
  fc.constantFrom('-1', '0', '1.5', '1e3', '99999999999999999999', 'abc', '%00', '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', 'null', ' 1'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).map(encodeURIComponent), fc.string({ maxLength: 30 }).map(encodeURIComponent), {
  maxKeys: 3,
});

function errorShapeProblem(status: number, text: string): string | null {
  if (status < 400) return null;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0 && typeof parsed.code === 'string'
      ? null
      : `not the error shape: ${text.slice(0, 200)}`;
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
}

describe('fuzzing every API route', () => {
  it('answers generated junk with a 4xx in the one error shape, never a 5xx, and writes nothing when refusing', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !ENDS_SESSION.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      for (const client of [owner, plumber]) {
        await fc.assert(
          fc.asyncProperty(body, fc.array(param, { minLength: 3, maxLength: 3 }), query, async (b, params, q) => {
            let i = 0;
            const path = route.url.replace(/:[A-Za-z]+/g, () => String(params[i++]));
            const qs = Object.entries(q)
              .map(([k, v]) => `${k}=${v}`)
              .join('&');
            const url = qs ? `${path}?${qs}` : path;
            const before = route.method === 'GET' ? '' : await fingerprint();
            const res = await client.request(route.method as 'POST', url, route.method === 'GET' ? undefined : b);
            const problem = res.statusCode >= 500 ? `${res.statusCode}: ${res.body.slice(0, 200)}` : errorShapeProblem(res.statusCode, res.body);
            if (problem) failures.push(`${route.method} ${url} body=${JSON.stringify(b)?.slice(0, 120)} -> ${problem}`);
            if (route.method !== 'GET' && res.statusCode >= 400 && (await fingerprint()) !== before) {
              failures.push(`${route.method} ${url} refused with ${res.statusCode} but changed data`);
            }
            return true;
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
        );
        if (failures.length > 20) break;
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('answers malformed and oversized raw bodies on every state-changing route with a 4xx', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'GET' && r.url.startsWith('/api/') && !ENDS_SESSION.has(`${r.method} ${r.url}`));
    const raw: Array<[string, string | Buffer]> = [
      ['application/json', '{"a":'],
      ['application/json', '[1,2'],
      ['application/json', `{"x":"${'y'.repeat(60 * 1024 * 1024)}"}`],
      ['text/plain', 'hello'],
      ['application/xml', '<a/>'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="photo"; filename="../../a.jpg"\r\n\r\nnot an image\r\n--x--'],
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [type, payload] of raw) {
        const before = await fingerprint();
        const res = await owner.request(route.method as 'POST', url, payload, { headers: { 'content-type': type } });
        const problem = res.statusCode >= 500 ? `${res.statusCode}` : errorShapeProblem(res.statusCode, res.body);
        if (problem) failures.push(`${route.method} ${url} [${type}] -> ${problem}`);
        if (res.statusCode >= 400 && (await fingerprint()) !== before) failures.push(`${route.method} ${url} [${type}] changed data`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers generated multipart bodies on the photo upload with a 4xx in the one error shape or a stored photo, never a 5xx', async () => {
    const url = `/api/flood-prevention-checks/${(await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id}/photos`;
    const photo = await jpegPhoto(64, 48);
    const boundaryChars = fc.constantFrom(..."abcXYZ019-_=+./:?()',' \"\r\n;\u00e9".split(''));
    const multipartCase = fc.record({
      boundary: fc.oneof(fc.string({ unit: boundaryChars, minLength: 0, maxLength: 90 }), fc.constant('b'.repeat(71)), fc.constant('x')),
      // How the Content-Type names the boundary: as sent, quoted, missing, or another one than the body's.
      header: fc.constantFrom('plain', 'quoted', 'missing', 'other'),
      section: fc.oneof(fc.constant('bathroom1'), fc.string({ maxLength: 12 })),
      file: fc.oneof(
        fc.constant(photo),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
      ),
      disposition: fc.oneof(fc.constant('form-data; name="photo"; filename="p.jpg"'), fc.string({ maxLength: 40 })),
      // Where the body stops: whole, or cut at a fraction of its length.
      cut: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
      epilogue: fc.constantFrom('--\r\n', '', '\r\n', '--'),
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(multipartCase, async (c) => {
        const b = c.boundary;
        const whole = Buffer.concat([
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="section"\r\n\r\n${c.section}\r\n--${b}\r\nContent-Disposition: ${c.disposition}\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          c.file,
          Buffer.from(`\r\n--${b}${c.epilogue}`),
        ]);
        const payload = whole.subarray(0, Math.floor(whole.length * c.cut));
        const type = {
          plain: `multipart/form-data; boundary=${b}`,
          quoted: `multipart/form-data; boundary="${b}"`,
          missing: 'multipart/form-data',
          other: 'multipart/form-data; boundary=another',
        }[c.header];
        const before = await fingerprint();
        const res = await plumber.post(url, payload, { headers: { 'content-type': type.replace(/[\r\n]/g, '') } });
        const problem = res.statusCode >= 500 ? `${res.statusCode}: ${res.body.slice(0, 200)}` : errorShapeProblem(res.statusCode, res.body);
        if (problem) failures.push(`${JSON.stringify({ ...c, file: c.file.length })} -> ${problem}`);
        if (res.statusCode >= 400 && (await fingerprint()) !== before)
          failures.push(`${JSON.stringify({ ...c, file: c.file.length })} refused but changed data`);
        return true;
      }),
      { numRuns: RUNS * 5, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
