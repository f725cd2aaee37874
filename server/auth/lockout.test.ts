import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { TestClient } from '../test/client';
import { signedUp, TEST_PASSWORD } from '../test/factories';
import { throttleKey } from './throttle';

/**
 * The lockout as docs/product.md#sessions states it, with its numbers written out (not read
 * from LIMITS): 5 wrong tries within 15 minutes lock the secret for 15 minutes. The counter's
 * times are set by the database's clock, so "later" is made by moving the stored times back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** Moves this key's clock forward: its window start and lock end move back by `ms`. */
async function later(email: string, ms: number): Promise<void> {
  const shift = sql`make_interval(secs => ${ms / 1000})`;
  await t.db
    .update(authThrottle)
    .set({ windowStartedAt: sql`${authThrottle.windowStartedAt} - ${shift}`, lockedUntil: sql`${authThrottle.lockedUntil} - ${shift}` })
    .where(eq(authThrottle.key, throttleKey('password', email)));
}

async function signIn(email: string, password: string): Promise<number> {
  return (await new TestClient(t.app).post('/api/auth/sign-in', { email, password })).statusCode;
}
const wrong = (email: string) => signIn(email, 'not the right password');

describe('password lockout: 5 tries within 15 minutes, locked 15 minutes', () => {
  it('answers the 5th wrong try with 429 and refuses even the right password until 15 minutes have passed', async () => {
    const { email } = await signedUp(t.app);
    expect([await wrong(email), await wrong(email), await wrong(email), await wrong(email)]).toEqual([401, 401, 401, 401]);
    expect(await wrong(email)).toBe(429);
    expect(await signIn(email, TEST_PASSWORD)).toBe(429);

    await later(email, 14 * MINUTE + 50_000);
    expect(await signIn(email, TEST_PASSWORD), 'still locked 10 s before the 15 minutes end').toBe(429);
    await later(email, 20_000);
    expect(await signIn(email, TEST_PASSWORD), 'lifted once the 15 minutes have passed').toBe(200);
  });

  it('gives 5 fresh tries once the lock has passed', async () => {
    const { email } = await signedUp(t.app);
    for (let i = 0; i < 5; i++) await wrong(email);
    await later(email, 15 * MINUTE + 10_000);
    expect([await wrong(email), await wrong(email), await wrong(email), await wrong(email)]).toEqual([401, 401, 401, 401]);
    expect(await wrong(email)).toBe(429);
  });

  it('counts tries over a 15-minute window: 4 then 1 within it lock, 4 then 4 after it do not', async () => {
    const within = (await signedUp(t.app)).email;
    for (let i = 0; i < 4; i++) expect(await wrong(within)).toBe(401);
    await later(within, 14 * MINUTE + 50_000);
    expect(await wrong(within), 'the 5th try inside the window').toBe(429);

    const after = (await signedUp(t.app)).email;
    for (let i = 0; i < 4; i++) expect(await wrong(after)).toBe(401);
    await later(after, 15 * MINUTE + 10_000);
    for (let i = 0; i < 4; i++) expect(await wrong(after), `try ${i + 1} of a new window`).toBe(401);
    expect(await wrong(after), 'the 5th try of the new window').toBe(429);
  });

  it('clears the count on a right answer', async () => {
    const { email } = await signedUp(t.app);
    for (let i = 0; i < 4; i++) expect(await wrong(email)).toBe(401);
    expect(await signIn(email, TEST_PASSWORD)).toBe(200);
    for (let i = 0; i < 4; i++) expect(await wrong(email)).toBe(401);
  });
});
