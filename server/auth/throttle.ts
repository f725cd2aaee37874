import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LIMITS } from '../../core/limits';
import type { DbOrTx } from '../db/client';
import { authThrottle } from '../db/schema';
import { tooManyAttempts } from '../lib/errors';

/**
 * Lockout after repeated failures (docs/product.md#sessions). Counters live in the database so that
 * every server instance shares them. Keys name the secret and the account, for example
 * `password:ann@example.com` or `owner-pin:3`.
 */
export type ThrottleKind = 'password' | 'pin' | 'access-code' | 'owner-pin' | 'address' | 'email' | 'reset-address' | 'reset-account' | 'verify';

export function throttleKey(kind: ThrottleKind, subject: string | number): string {
  return `${kind}:${String(subject).toLowerCase()}`;
}

export function lockedMessage(minutes: number): string {
  return `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** Throws 429 while the key is locked. */
export async function assertNotLocked(db: DbOrTx, key: string): Promise<void> {
  const [row] = await db.select({ lockedUntil: authThrottle.lockedUntil }).from(authThrottle).where(eq(authThrottle.key, key));
  const until = row?.lockedUntil?.getTime() ?? 0;
  if (until > Date.now()) throw tooManyAttempts(lockedMessage(Math.ceil((until - Date.now()) / 60_000)));
}

/** How many attempts a key gets in a window, and how long it is locked once it has had them. */
export interface ThrottlePolicy {
  maxAttempts: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * No policy counts over a longer window than this (the email limit's hour). A row whose
 * window started earlier and whose lock has passed counts nothing any more: the next attempt
 * starts afresh, so the sweep may delete it.
 */
export const LONGEST_WINDOW_MINUTES = 60;

const LOCKOUT: ThrottlePolicy = { maxAttempts: LIMITS.lockoutMaxFailures, windowMinutes: LIMITS.lockoutWindowMinutes, lockMinutes: LIMITS.lockoutMinutes };

/**
 * Counts one attempt atomically and answers its number in the current window; the attempt
 * that reaches the limit sets the lock.
 */
export async function countAttempt(db: DbOrTx, key: string, policy: ThrottlePolicy = LOCKOUT): Promise<{ attempt: number; lockedUntil: Date | null }> {
  const { windowMinutes, maxAttempts, lockMinutes } = policy;
  if (windowMinutes > LONGEST_WINDOW_MINUTES) throw new Error(`A throttle window of ${windowMinutes} minutes would be swept early`);
  const fresh = sql`(${authThrottle.windowStartedAt} < now() - make_interval(mins => ${windowMinutes}) OR (${authThrottle.lockedUntil} IS NOT NULL AND ${authThrottle.lockedUntil} < now()))`;
  const nextFailures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${authThrottle.failures} + 1 END`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`CASE WHEN ${fresh} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${nextFailures} >= ${maxAttempts} THEN now() + make_interval(mins => ${lockMinutes}) WHEN ${fresh} THEN NULL ELSE ${authThrottle.lockedUntil} END`,
      },
    })
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil });
  return { attempt: row?.failures ?? 1, lockedUntil: row?.lockedUntil ?? null };
}

/**
 * Deletes counters that no longer count (run at start and hourly): their window has passed
 * for every policy and any lock has ended. Idempotent, so every process may run it.
 */
export async function sweepSpentCounters(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, sql`now() - make_interval(mins => ${LONGEST_WINDOW_MINUTES})`),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: authThrottle.key });
  return rows.length;
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/**
 * Runs a secret check under the lockout: refuses while locked, clears the counter on
 * success, throws `onWrong` (or the lock message once the limit is reached) on failure.
 * The attempt is counted before `check` runs, so a burst of concurrent guesses gets at
 * most `lockoutMaxFailures` checks; counting after the check let every guess of a burst
 * pass `assertNotLocked` before any failure was recorded. The price: more than that many
 * simultaneous attempts on one account are refused even when right, until one succeeds.
 */
export async function guardedCheck(db: DbOrTx, key: string, check: () => Promise<boolean>, onWrong: () => Error): Promise<void> {
  await assertNotLocked(db, key);
  const { attempt, lockedUntil } = await countAttempt(db, key);
  if (attempt > LIMITS.lockoutMaxFailures) throw tooManyAttempts(lockedMessage(Math.max(1, Math.ceil(((lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000))));
  if (await check()) {
    await clearFailures(db, key);
    return;
  }
  if (attempt >= LIMITS.lockoutMaxFailures) throw tooManyAttempts(lockedMessage(LIMITS.lockoutMinutes));
  throw onWrong();
}
