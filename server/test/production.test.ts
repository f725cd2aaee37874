import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import { createTestApp, TEST_EMPLOYEE_CODE, type TestApp } from './app';
import { TestClient } from './client';
import { buildRegistration, registered, TEST_OWNER_PIN, TEST_PASSWORD, uniqueEmail } from './factories';

/**
 * The settings a production deployment runs with (README "Configuration"): NODE_ENV=production
 * and APP_ORIGIN, exercised through the routes rather than read back from the config.
 */
const APP_ORIGIN = 'https://staff.example.com.au';

let prod: TestApp;
let behindOrigin: TestApp;
beforeAll(async () => {
  prod = await createTestApp({ NODE_ENV: 'production' });
  behindOrigin = await createTestApp({ NODE_ENV: 'production', APP_ORIGIN });
});
afterAll(async () => {
  await prod.close();
  await behindOrigin.close();
});

/** A client that keeps every Set-Cookie header the app sends it. */
class RecordingClient extends TestClient {
  readonly setCookies: string[] = [];
  override async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    extra?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse> {
    const res = await super.request(method, url, body, extra);
    const header = res.headers['set-cookie'];
    this.setCookies.push(...(header === undefined ? [] : Array.isArray(header) ? header : [String(header)]));
    return res;
  }
}

describe('NODE_ENV=production', () => {
  it('marks every cookie Secure and HttpOnly: the session at sign-up, registration, sign-in and PIN sign-in, device_key, and their clearing', async () => {
    const owner = await registered(prod.app, 'Owner');
    const email = uniqueEmail('prod');
    const phone = new RecordingClient(prod.app);
    expect((await phone.post('/api/auth/sign-up', { email, password: TEST_PASSWORD })).statusCode).toBe(201);
    const registration = await phone.post('/api/employee-profile', buildRegistration({ employeeRole: 'Plumber', employeeAccessCode: TEST_EMPLOYEE_CODE }));
    expect(registration.statusCode).toBe(200);
    const userId = (registration.json() as { id: number }).id;
    expect((await phone.post('/api/devices/register')).statusCode).toBe(200);
    expect((await phone.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await phone.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const pin = (await owner.client.post(`/api/employees/${userId}/generate-pin`, { pin: TEST_OWNER_PIN })).json().employeeLoginPin as string;
    expect((await phone.post('/api/auth/sign-in/pin', { email, pin })).statusCode).toBe(200);
    expect((await phone.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(302);

    const names = phone.setCookies.map((c) => c.split('=')[0]);
    expect(new Set(names)).toEqual(new Set(['__Host-sid', DEVICE_COOKIE]));
    expect(phone.setCookies.length).toBeGreaterThanOrEqual(7);
    for (const cookie of phone.setCookies) {
      const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes, cookie).toContain('secure');
      expect(attributes, cookie).toContain('httponly');
      expect(attributes, cookie).toContain('samesite=lax');
    }
  });

  it('sends HSTS and a CSP that upgrades insecure requests, on the API and the error answers alike (headers.test.ts: no HSTS in development)', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/auth/user']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim()),
        url,
      ).toContain('upgrade-insecure-requests');
    }
  });
});

describe('APP_ORIGIN set (the recommended production CSRF setting)', () => {
  const signUp = (headers: Record<string, string>) =>
    behindOrigin.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers, payload: { email: uniqueEmail('origin'), password: TEST_PASSWORD } });

  it('lets a state-changing call from APP_ORIGIN through', async () => {
    expect((await signUp({ origin: APP_ORIGIN })).statusCode).toBe(201);
    const client = new TestClient(behindOrigin.app, { origin: APP_ORIGIN });
    expect((await client.post('/api/auth/sign-up', { email: uniqueEmail('origin'), password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
  });

  it("refuses other origins, the request's own host, http:// of the same name and a missing Origin with 403 cross_origin", async () => {
    const refused: Array<Record<string, string>> = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:80' }, // the host the request came to: trusted only without APP_ORIGIN
      { origin: 'http://staff.example.com.au' },
      { origin: 'https://staff.example.com.au.evil.example' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const res = await signUp(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'cross_origin' });
    }
  });
});
