import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../core/limits';
import { authThrottle, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildRegistration, currentEmployeeCode, registered, signedUp, TEST_OWNER_PIN } from '../../test/factories';
import { countAttempt, sweepSpentCounters } from '../../auth/throttle';
import { sweepUnregisteredAccounts } from './unregistered-sweep';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
/** Moves the clock by writing an old sign-up time, not by waiting. */
const signedUpDaysAgo = async (days: number) => {
  const account = await signedUp(t.app);
  const id = await idOf(account.email);
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, id));
  return { ...account, id };
};
const listedIds = async () => ((await owner.client.get('/api/employees')).json() as Array<{ id: number }>).map((e) => e.id);
const monitoredIds = async () =>
  ((await owner.client.get('/api/admin/active-sessions')).json() as { activeSessions: Array<{ userId: number }> }).activeSessions.map((i) => i.userId);

describe('unregistered accounts', () => {
  it(`removes accounts not registered within ${LIMITS.unregisteredAccountDays} days, with their sessions; the employee list and the monitor then show people only`, async () => {
    const debris = await signedUpDaysAgo(LIMITS.unregisteredAccountDays + 1);
    const fresh = await signedUpDaysAgo(LIMITS.unregisteredAccountDays - 1);
    const person = await registered(t.app, 'Plumber');
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(inArray(users.id, [person.user.id, owner.user.id]));
    expect(await listedIds()).toContain(debris.id);
    expect(await monitoredIds()).toContain(debris.id);

    expect(await sweepUnregisteredAccounts(t.db)).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.id, debris.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, debris.id))).toEqual([]);
    expect((await debris.client.get('/api/auth/user')).statusCode).toBe(401);
    expect(await listedIds()).not.toContain(debris.id);
    expect(await monitoredIds()).not.toContain(debris.id);
    // The young account, the registered plumber and the owner stay.
    expect(await listedIds()).toEqual(expect.arrayContaining([fresh.id, person.user.id, owner.user.id]));
    expect((await fresh.client.post('/api/employee-profile', buildRegistration())).statusCode).toBe(200);
  });

  it('keeps a removed account (its email stays blocked) and one the audit trail names, and is safe to run in several processes at once', async () => {
    const removed = await signedUpDaysAgo(30);
    expect((await owner.client.delete(`/api/employees/${removed.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(200);
    const audited = await signedUpDaysAgo(30);
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, audited.id));
    expect((await owner.client.delete(`/api/admin/sessions/${session!.id}`)).statusCode).toBe(200);
    const others = await Promise.all([signedUpDaysAgo(9), signedUpDaysAgo(10), signedUpDaysAgo(11)]);

    const counts = await Promise.all([sweepUnregisteredAccounts(t.db), sweepUnregisteredAccounts(t.db), sweepUnregisteredAccounts(t.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(others.length);
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [removed.id, audited.id, ...others.map((o) => o.id)]));
    expect(left.map((r) => r.id).sort()).toEqual([removed.id, audited.id].sort());
  });

  it('lets a registration that is under way win over the sweep', async () => {
    const late = await signedUpDaysAgo(8);
    const [registration, swept] = await Promise.all([
      late.client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: await currentEmployeeCode(t.app) })),
      sweepUnregisteredAccounts(t.db),
    ]);
    // Either the registration committed first and the account stays, or the sweep did and
    // the registration is refused as signed out: never a 5xx, never half of each.
    if (registration.statusCode === 200) {
      expect(swept).toBe(0);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, late.id))).toHaveLength(1);
    } else {
      expect(registration.statusCode, registration.body).toBe(401);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, late.id))).toEqual([]);
    }
  });
});

describe('lockout counters', () => {
  it('sweeps rows whose window has passed and whose lock has ended, and keeps every row that still counts', async () => {
    const hour = 60 * 60_000;
    const rows = [
      { key: 'password:spent@example.com', failures: 3, windowStartedAt: new Date(Date.now() - 2 * hour), lockedUntil: null },
      { key: 'address:203.0.113.9', failures: 20, windowStartedAt: new Date(Date.now() - 2 * hour), lockedUntil: new Date(Date.now() - hour) },
      { key: 'password:locked@example.com', failures: 5, windowStartedAt: new Date(Date.now() - 2 * hour), lockedUntil: new Date(Date.now() + 60_000) },
      { key: 'email:999', failures: 12, windowStartedAt: new Date(Date.now() - 30 * 60_000), lockedUntil: null },
      { key: 'pin:fresh@example.com', failures: 1, windowStartedAt: new Date(), lockedUntil: null },
    ];
    await t.db.insert(authThrottle).values(rows);
    const [a, b] = await Promise.all([sweepSpentCounters(t.db), sweepSpentCounters(t.db)]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    const left = (
      await t.db
        .select({ key: authThrottle.key })
        .from(authThrottle)
        .where(
          inArray(
            authThrottle.key,
            rows.map((r) => r.key),
          ),
        )
    ).map((r) => r.key);
    expect(left.sort()).toEqual(['email:999', 'password:locked@example.com', 'pin:fresh@example.com']);
    // A swept counter starts afresh, as countAttempt would have treated it anyway.
    expect((await countAttempt(t.db, 'password:spent@example.com')).attempt).toBe(1);
  });

  it('refuses a policy whose window the sweep would cut short', async () => {
    await expect(countAttempt(t.db, 'email:1', { maxAttempts: 1, windowMinutes: 120, lockMinutes: 1 })).rejects.toThrow(/swept early/);
    expect(
      await t.db
        .select()
        .from(authThrottle)
        .where(sql`${authThrottle.key} = 'email:1'`),
    ).toEqual([]);
  });
});
