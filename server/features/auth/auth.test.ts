import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../core/limits';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { signedUp, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { sessionCookieName } from '../../auth/cookies';
import { onPostgres } from '../../test/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up and the current user', () => {
  it('creates an account with a secure session cookie and answers the current user', async () => {
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    const res = await client.post('/api/auth/sign-up', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === sessionCookieName(t.config));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, profileCompleted: false, currentTierId: 1, currentTier: 'Entry Level', isOwner: false });
    expect(me.body).not.toContain('passwordHash');
  });

  it("tells when the session ends unless used again (the app's offline sign-in lasts until then, ADR 0025)", async () => {
    const { client } = await signedUp(t.app);
    const before = Date.now();
    const me = (await client.get('/api/auth/user')).json() as { sessionExpiresAt: string };
    const ends = new Date(me.sessionExpiresAt).getTime();
    // A fresh session ends 14 days idle from now, before its 30-day end.
    expect(ends).toBeGreaterThanOrEqual(before + LIMITS.sessionIdleDays * 86_400_000 - 60_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + LIMITS.sessionIdleDays * 86_400_000);
  });

  it('refuses short passwords, bad emails and duplicates in the one error shape', async () => {
    const client = new TestClient(t.app);
    const short = await client.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation', fields: { password: `Password must be at least ${LIMITS.passwordMinLength} characters` } });
    const badEmail = await client.post('/api/auth/sign-up', { email: 'not-an-email', password: TEST_PASSWORD });
    expect(badEmail.json().fields).toEqual({ email: 'Please enter a valid email address' });
    const { email } = await signedUp(t.app);
    const dup = await client.post('/api/auth/sign-up', { email, password: TEST_PASSWORD });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
  });

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('answers malformed JSON and wrong content types with a 4xx in the error shape', async () => {
    const client = new TestClient(t.app);
    const bad = await client.post('/api/auth/sign-in', '{"email":', { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const text = await client.post('/api/auth/sign-in', 'hello', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'validation' });
    const xml = await client.post('/api/auth/sign-in', '<a/>', { headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ message: 'Unsupported content type.' });
    const huge = await client.post('/api/auth/sign-in', { email: 'a@b.co', password: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('signs in with a fresh token and keeps at most two sessions per user', async () => {
    const { email } = await signedUp(t.app);
    const clients = [new TestClient(t.app), new TestClient(t.app), new TestClient(t.app)];
    const tokens: string[] = [];
    for (const c of clients) {
      const res = await c.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      tokens.push(c.cookies.get(sessionCookieName(t.config))!);
    }
    expect(new Set(tokens).size).toBe(3);
    expect((await clients[0]!.get('/api/auth/user')).statusCode).toBe(401);
    expect((await clients[1]!.get('/api/auth/user')).statusCode).toBe(200);
    expect((await clients[2]!.get('/api/auth/user')).statusCode).toBe(200);
  });

  it.runIf(onPostgres)('keeps the two-session cap under concurrent sign-ins (PostgreSQL)', async () => {
    const { email } = await signedUp(t.app);
    const clients = Array.from({ length: 6 }, () => new TestClient(t.app));
    await Promise.all(clients.map((c) => c.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })));
    const alive = await Promise.all(clients.map(async (c) => (await c.get('/api/auth/user')).statusCode === 200));
    expect(alive.filter(Boolean).length).toBeLessThanOrEqual(2);
    // Ending every session would also keep the cap: at least the latest sign-in must survive.
    expect(alive.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });

  it('locks an account after repeated wrong passwords and says so', async () => {
    const { email } = await signedUp(t.app);
    const client = new TestClient(t.app);
    for (let i = 1; i < LIMITS.lockoutMaxFailures; i++) {
      const res = await client.post('/api/auth/sign-in', { email, password: 'wrong password here' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect email or password.');
    }
    const locking = await client.post('/api/auth/sign-in', { email, password: 'wrong password here' });
    expect(locking.statusCode).toBe(429);
    const right = await client.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed attempts\. Please wait \d+ minutes? and try again\./);
  });

  it('signs out through the API and through GET /api/logout', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    const second = await signedUp(t.app);
    const res = await second.client.get('/api/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await second.client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('does not end the session when GET /api/logout comes from another site (a link or image elsewhere)', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    // The app's own link (same-origin) still signs out.
    expect((await client.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(302);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('leads /api/login to the sign-in page', async () => {
    const res = await new TestClient(t.app).get('/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
  });
});

describe('CSRF and gating', () => {
  it('refuses state-changing calls without the app origin', async () => {
    const { email } = await signedUp(t.app);
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:81']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: TEST_PASSWORD },
        headers: origin ? { origin } : {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cross_origin');
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: TEST_PASSWORD }, headers: { origin: TEST_ORIGIN } });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps an unregistered account out of everything but registration', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.get('/api/settings/company');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('registration_required');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(t.app).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
