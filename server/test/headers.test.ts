import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './app';
import { TestClient } from './client';
import { TEST_PASSWORD, uniqueEmail } from './factories';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('sends a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    // The service worker and the web app manifest come from our own origin only (ADR 0025).
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('manifest-src')).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and Secure session cookies in production', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('names the session cookie __Host-sid in production (Secure, Path=/, no Domain), and reads and clears it by that name', async () => {
    const client = new TestClient(prod.app);
    expect((await client.post('/api/auth/sign-up', { email: uniqueEmail(), password: TEST_PASSWORD })).statusCode).toBe(201);
    expect([...client.cookies.keys()]).toEqual(['__Host-sid']);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    const signedIn = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    const attributes = String(signedIn.headers['set-cookie'])
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('path=/');
    expect(attributes.some((a) => a.startsWith('domain'))).toBe(false);

    // The development name is not read in production, and sign-out clears the __Host- cookie.
    const token = client.cookies.get('__Host-sid')!;
    expect((await prod.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `sid=${token}` } })).statusCode).toBe(401);
    const out = await client.post('/api/auth/sign-out');
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;.*Secure/);
    expect((await prod.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `__Host-sid=${token}` } })).statusCode).toBe(401);
  });

  it('keeps the plain name sid in development, where http would make browsers refuse a __Host- cookie', async () => {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
