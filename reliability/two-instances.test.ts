import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../core/limits';
import { DEVICE_COOKIE } from '../server/auth/device-cookie';
import { sessionCookieName } from '../server/auth/cookies';
import { loadConfig } from '../server/config';
import { buildRegistration, TEST_OWNER_PIN, TEST_PASSWORD } from '../server/test/factories';
import { PROCESS_EMPLOYEE_CODE, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { registerEmployee, signUp } from './support/accounts';
import { HttpClient } from './support/http';
import { freePorts } from './support/ports';
import { freshDatabase } from './support/postgres';

/** The processes run with this environment's NODE_ENV (never production), so their cookie name. */
const SESSION_COOKIE = sessionCookieName(loadConfig());

/**
 * Two server processes on one PostgreSQL (docs/architecture.md#reliability-suite): everything that limits a user lives
 * in the database, so a session, the session and device caps and every lockout (password,
 * login PIN, access code, owner PIN) hold across instances.
 */
let a: ServerProcess;
let b: ServerProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: Awaited<ReturnType<typeof registerEmployee>>;

beforeAll(async () => {
  db = await freshDatabase();
  // Both start at once: migration and seed run under an advisory lock, exactly once.
  const [portA, portB] = await freePorts(2);
  [a, b] = await Promise.all([
    startServerProcess({ port: portA!, env: { DATABASE_URL: db.url } }),
    startServerProcess({ port: portB!, env: { DATABASE_URL: db.url } }),
  ]);
  owner = await registerEmployee(a.url, 'Owner');
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const registeredOnA = () => registerEmployee(a.url);

describe('two instances on one PostgreSQL', () => {
  it('the one-off backfills a migration left pending ran at start-up, under the lock (server/db/backfills.ts)', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      expect((await client.query('SELECT name FROM pending_backfills')).rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

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

  /** Wrong tries alternate between the instances; then the right secret is refused on both. */
  async function expectLockedAcross(attempt: (base: string, secret: string) => Promise<{ status: number; text: string }>, wrong: string, right: string) {
    for (let i = 0; i < LIMITS.lockoutMaxFailures; i++) {
      const res = await attempt(i % 2 ? a.url : b.url, wrong);
      // Wrong secrets answer 400, 401 or 403 by route; the try that reaches the limit, 429.
      if (i === LIMITS.lockoutMaxFailures - 1) expect(res.status, res.text).toBe(429);
      else expect([400, 401, 403], res.text).toContain(res.status);
    }
    for (const server of [a, b]) {
      const res = await attempt(server.url, right);
      expect(res.status, `right secret on ${server.url}`).toBe(429);
      expect(res.text).toMatch(/Too many failed attempts/);
    }
  }

  it('login PIN lockout holds across instances', async () => {
    const plumber = await registerEmployee(a.url);
    await plumber.client.post('/api/devices/register');
    const device = plumber.client.cookies.get(DEVICE_COOKIE)!;
    const pin = (
      (await owner.client.at(b.url).post(`/api/employees/${plumber.id}/generate-pin`, { pin: TEST_OWNER_PIN })).json() as { employeeLoginPin: string }
    ).employeeLoginPin;
    const signIn = (base: string, p: string) => {
      const browser = new HttpClient(base);
      browser.cookies.set(DEVICE_COOKIE, device);
      return browser.post('/api/auth/sign-in/pin', { email: plumber.email, pin: p });
    };
    await expectLockedAcross(signIn, pin === '000000' ? '111111' : '000000', pin);
  });

  it('access code lockout holds across instances', async () => {
    const { client } = await signUp(a.url);
    const register = (base: string, code: string) => client.at(base).post('/api/employee-profile', buildRegistration({ employeeAccessCode: code }));
    await expectLockedAcross(register, 'WRONGCODE1', PROCESS_EMPLOYEE_CODE);
  });

  it('owner PIN lockout holds across instances', async () => {
    const manager = await registerEmployee(a.url, 'Management', owner.client);
    const target = await registerEmployee(b.url, 'Apprentice');
    const generate = (base: string, pin: string) => manager.client.at(base).post(`/api/employees/${target.id}/generate-pin`, { pin });
    await expectLockedAcross(generate, '000000', TEST_OWNER_PIN);
  });

  it('the device cap holds under concurrent registrations on both instances', async () => {
    const plumber = await registerEmployee(a.url, 'Apprentice');
    const browsers = Array.from({ length: 6 }, (_, i) => {
      const browser = new HttpClient(i % 2 ? a.url : b.url);
      browser.cookies.set(SESSION_COOKIE, plumber.client.cookies.get(SESSION_COOKIE)!);
      return browser;
    });
    const results = await Promise.all(browsers.map((browser) => browser.post('/api/devices/register')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.maxDevicesPerEmployee);
    expect(results.filter((r) => r.status === 409)).toHaveLength(6 - LIMITS.maxDevicesPerEmployee);
    const mine = (await plumber.client.at(b.url).get('/api/devices')).json() as { activeCount: number };
    expect(mine.activeCount).toBe(LIMITS.maxDevicesPerEmployee);
  });
});

describe('the sign-in limit per address across two instances', () => {
  const LIMIT = 6;
  let c: ServerProcess;
  let d: ServerProcess;
  let limitDb: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    limitDb = await freshDatabase();
    const env = { DATABASE_URL: limitDb.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    const [portC, portD] = await freePorts(2);
    [c, d] = await Promise.all([startServerProcess({ port: portC!, env }), startServerProcess({ port: portD!, env })]);
  });
  afterAll(async () => {
    await Promise.all([c?.stop(), d?.stop()]);
    await limitDb?.drop();
  });

  it('counts sign-ins from one address on both instances together and refuses on both past it', async () => {
    const attempt = (base: string, n: number) =>
      new HttpClient(base).post('/api/auth/sign-in', { email: `nobody-${n}@example.com`, password: 'not the right password' });
    for (let n = 0; n < LIMIT; n++) expect((await attempt(n % 2 ? c.url : d.url, n)).status).toBe(401);
    for (const base of [c.url, d.url]) {
      const refused = await attempt(base, LIMIT);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    }
  });
});
