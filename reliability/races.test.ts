import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../core/limits';
import { DEVICE_COOKIE } from '../server/auth/device-cookie';
import { employeeAccessKeys, employeeDevices, sessions } from '../server/db/schema';
import { sha256 } from '../server/lib/crypto';
import { sessionCookieName } from '../server/auth/cookies';
import { createTestApp, TEST_EMPLOYEE_CODE, type TestApp } from '../server/test/app';
import { TestClient } from '../server/test/client';
import { buildRegistration, registered, signedUp, TEST_OWNER_PIN, TEST_PASSWORD } from '../server/test/factories';

/**
 * Races and brute force (ASVS V6.3, V8.3): the limits that the admin tests prove once are
 * raced here 20 times each on PostgreSQL, where transactions really run side by side; and a
 * burst of concurrent guesses at each secret gets no more tries than the lockout allows.
 */
// Counts every secret actually checked (a password, PIN or access code compared), so a test
// can prove a burst got no more checks than the lockout allows, whatever order requests ran in.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../server/lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('../server/lib/crypto')>();
  return { ...real, verifySecret: (...args: Parameters<typeof real.verifySecret>) => (checked.count++, real.verifySecret(...args)) };
});
vi.mock('../server/features/registration/access-code', async (importOriginal) => {
  const real = await importOriginal<typeof import('../server/features/registration/access-code')>();
  return { ...real, matchAccessCode: (...args: Parameters<typeof real.matchAccessCode>) => (checked.count++, real.matchAccessCode(...args)) };
});

const ROUNDS = 20;
const BURST = 12;
let t: TestApp;
let manager: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await registered(t.app, 'Owner');
  manager = (await registered(t.app, 'Management')).client;
});
afterAll(() => t.close());

const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe(`races, ${ROUNDS} rounds each`, () => {
  it('concurrent sign-ins never leave more than the session cap', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, email } = await registered(t.app, 'Plumber');
      // As many as the lockout lets through at once: every attempt counts until it is checked.
      const n = LIMITS.lockoutMaxFailures;
      const results = await times(n, () => new TestClient(t.app).post('/api/auth/sign-in', { email, password: TEST_PASSWORD }));
      expect(results.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
      const [row] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.n, `round ${round}`).toBe(LIMITS.maxSessionsPerUser);
    }
  });

  it('concurrent device registrations never make more than the device cap', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, user } = await registered(t.app, 'Apprentice');
      const results = await times(6, () => {
        const browser = new TestClient(t.app);
        const name = sessionCookieName(t.config);
        browser.cookies.set(name, client.cookies.get(name)!);
        return browser.post('/api/devices/register');
      });
      expect(
        results.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(LIMITS.maxDevicesPerEmployee);
      expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
      const [row] = await t.db
        .select({ n: count() })
        .from(employeeDevices)
        .where(and(eq(employeeDevices.userId, user.id), eq(employeeDevices.isActive, true)));
      expect(row!.n).toBe(LIMITS.maxDevicesPerEmployee);
    }
  });

  it('one access key registers exactly one of several concurrent registrations', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = `RACE${String(round).padStart(2, '0')}ABCDEFGHJK`;
      await t.db.insert(employeeAccessKeys).values({ keyHash: sha256(key), employeeName: `Racer ${round}`, expiresAt: new Date(Date.now() + 86_400_000) });
      const racers = await times(4, () => signedUp(t.app));
      const results = await Promise.all(racers.map(({ client }) => client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: key }))));
      expect(
        results.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
    }
  });
});

/** Runs a burst of concurrent wrong guesses; answers their statuses and how many were checked. */
async function burst(guess: () => Promise<{ statusCode: number }>): Promise<{ statuses: number[]; checked: number }> {
  const start = checked.count;
  const statuses = (await times(BURST, guess)).map((r) => r.statusCode);
  return { statuses, checked: checked.count - start };
}

describe('a burst of concurrent guesses gets no more tries than the lockout allows', () => {
  const expectStopped = async ({ statuses, checked: n }: { statuses: number[]; checked: number }, right: () => Promise<{ statusCode: number }>) => {
    expect(n, 'guesses checked').toBeLessThanOrEqual(LIMITS.lockoutMaxFailures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - LIMITS.lockoutMaxFailures + 1);
    expect((await right()).statusCode, 'the right secret after the burst').toBe(429);
  };

  it('password', async () => {
    const { email } = await signedUp(t.app);
    const signIn = (password: string) => () => new TestClient(t.app).post('/api/auth/sign-in', { email, password });
    await expectStopped(await burst(signIn('wrong password here')), signIn(TEST_PASSWORD));
  });

  it('login PIN', async () => {
    const { client, user, email } = await registered(t.app, 'Plumber');
    await client.post('/api/devices/register');
    const pin = (await manager.post(`/api/employees/${user.id}/generate-pin`, { pin: TEST_OWNER_PIN })).json().employeeLoginPin as string;
    const signIn = (p: string) => () => {
      const browser = new TestClient(t.app);
      browser.cookies.set(DEVICE_COOKIE, client.cookies.get(DEVICE_COOKIE)!);
      return browser.post('/api/auth/sign-in/pin', { email, pin: p });
    };
    await expectStopped(await burst(signIn(pin === '000000' ? '111111' : '000000')), signIn(pin));
  });

  it('access code', async () => {
    const { client } = await signedUp(t.app);
    const register = (code: string) => () => client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: code }));
    await expectStopped(await burst(register('WRONGCODE1')), register(TEST_EMPLOYEE_CODE));
  });

  it('owner PIN', async () => {
    const actor = (await registered(t.app, 'Management')).client;
    const { user } = await registered(t.app, 'Plumber');
    const generate = (pin: string) => () => actor.post(`/api/employees/${user.id}/generate-pin`, { pin });
    await expectStopped(await burst(generate('000000')), generate(TEST_OWNER_PIN));
  });
});
