import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../core/limits';
import { TEST_PASSWORD } from '../server/test/factories';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { registerEmployee } from './support/accounts';
import { HttpClient } from './support/http';
import { freshDatabase } from './support/postgres';

/**
 * Two server processes on one PostgreSQL (issue 8 §6): everything that limits a user lives
 * in the database, so a session, the session cap and lockouts hold across instances.
 */
let a: ServerProcess;
let b: ServerProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
  // Both start at once: migration and seed run under an advisory lock, exactly once.
  [a, b] = await Promise.all([
    startServerProcess({ port: 5611, env: { DATABASE_URL: db.url } }),
    startServerProcess({ port: 5612, env: { DATABASE_URL: db.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const registeredOnA = () => registerEmployee(a.url);

describe('two instances on one PostgreSQL', () => {
  it('a session made on one instance works on the other, and sign-out on one ends it on both', async () => {
    const { client } = await registeredOnA();
    const onB = await client.at(b.url).get('/api/auth/user');
    expect(onB.status).toBe(200);
    expect(onB.json()).toMatchObject({ profileCompleted: true });
    const cookies = new Map(client.cookies);
    expect((await client.at(b.url).post('/api/auth/sign-out')).status).toBe(204);
    const stale = new HttpClient(a.url);
    for (const [k, v] of cookies) stale.cookies.set(k, v);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('the session cap holds across instances: a third sign-in anywhere ends the oldest everywhere', async () => {
    const { email } = await registeredOnA();
    const sessions = [new HttpClient(a.url), new HttpClient(b.url), new HttpClient(a.url)];
    for (const s of sessions) expect((await s.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(LIMITS.maxSessionsPerUser).toBe(2);
    expect((await sessions[0]!.at(b.url).get('/api/auth/user')).status).toBe(401);
    expect((await sessions[0]!.at(a.url).get('/api/auth/user')).status).toBe(401);
    expect((await sessions[1]!.at(a.url).get('/api/auth/user')).status).toBe(200);
    expect((await sessions[2]!.at(b.url).get('/api/auth/user')).status).toBe(200);
  });

  it('concurrent sign-ins on both instances never leave more than two sessions', async () => {
    const { email } = await registeredOnA();
    // As many as the lockout lets through at once: every attempt counts until it is checked.
    const clients = Array.from({ length: LIMITS.lockoutMaxFailures }, (_, i) => new HttpClient(i % 2 ? a.url : b.url));
    const results = await Promise.all(clients.map((c) => c.post('/api/auth/sign-in', { email, password: TEST_PASSWORD })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const alive = await Promise.all(clients.map((c) => c.get('/api/auth/user')));
    expect(alive.filter((r) => r.status === 200)).toHaveLength(2);
  });

  it('password lockout counts failures from both instances and locks on both', async () => {
    const { email } = await registeredOnA();
    for (let i = 0; i < LIMITS.lockoutMaxFailures; i++) {
      const client = new HttpClient(i % 2 ? a.url : b.url);
      const res = await client.post('/api/auth/sign-in', { email, password: 'not the right password' });
      expect([401, 429]).toContain(res.status);
    }
    for (const server of [a, b]) {
      const res = await new HttpClient(server.url).post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect((res.json() as { message: string }).message).toMatch(/Too many failed attempts/);
    }
  });
});
