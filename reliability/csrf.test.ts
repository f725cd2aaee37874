import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRows } from '../server/test/access-matrix';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../server/test/app';
import { TestClient } from '../server/test/client';
import { registered } from '../server/test/factories';
import { fingerprinter } from './support/fingerprint';

/**
 * CSRF over the whole route table (ASVS V3.5): every state-changing route, called the way a
 * page on another site would call it, carrying the owner's cookies, is refused with 403
 * `cross_origin` and changes nothing. The same call from the app's origin is not refused for
 * its origin, so the check is what refuses, not something else about the request.
 */
const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['foreign Origin', { origin: 'https://evil.example' }],
  ['look-alike Origin', { origin: `${TEST_ORIGIN}.evil.example` }],
  ['other port', { origin: 'http://localhost:8080' }],
  ['opaque Origin', { origin: 'null' }],
  ['no Origin, cross-site fetch', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' }],
  ['no Origin, form post', { 'content-type': 'application/x-www-form-urlencoded' }],
];

let t: TestApp;
let owner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registered(t.app, 'Owner')).client;
});
afterAll(() => t.close());

const sample = new Map(accessRows.map((r) => [`${r.endpoint.method} ${r.endpoint.path}`, r]));

describe('CSRF over the route table', () => {
  it('refuses every cross-site state-changing call with 403 and changes nothing', async () => {
    const routes = t.app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(routes.length).toBeGreaterThan(20);
    const fingerprint = await fingerprinter(t);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const route of routes) {
      const row = sample.get(`${route.method} ${route.url}`);
      const url = row?.sampleUrl ?? route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [attack, headers] of CROSS_SITE) {
        // `origin: undefined` stops TestClient adding the app's own Origin.
        const res = await owner.request(route.method as 'POST', url, row?.body ?? {}, { headers: { origin: undefined, ...headers } });
        const body = res.json() as { code?: string; message?: string };
        if (res.statusCode !== 403 || body.code !== 'cross_origin' || !body.message)
          failures.push(`${route.method} ${url} [${attack}]: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200); // sign-out was refused too
  });

  it('lets the same calls through the origin check from the app itself', async () => {
    const anonymous = new TestClient(t.app); // answers 401, 400 or 204; the only 403 an anonymous call gets is cross_origin
    for (const route of t.app.routeTable.filter((r) => r.method !== 'GET')) {
      const res = await anonymous.request(route.method as 'POST', route.url.replace(/:[A-Za-z]+/g, '1'), {});
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });
});
