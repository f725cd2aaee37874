import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import type { DbOrTx } from '../../db/client';
import { authThrottle } from '../../db/schema';
import { tooManyAttempts } from '../../lib/errors';

/**
 * Lockout after repeated failures (DECISIONS §1). Counters live in the database so that
 * every server instance shares them. Keys name the secret and the account, for example
 * `password:ann@example.com` or `owner-pin:3`.
 */
export type ThrottleKind = 'password' | 'pin' | 'access-code' | 'owner-pin';

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

/** Counts one failure atomically; answers true when this failure locked the key. */
export async function recordFailure(db: DbOrTx, key: string): Promise<boolean> {
  const windowMinutes = LIMITS.lockoutWindowMinutes;
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
        lockedUntil: sql`CASE WHEN ${nextFailures} >= ${LIMITS.lockoutMaxFailures} THEN now() + make_interval(mins => ${LIMITS.lockoutMinutes}) WHEN ${fresh} THEN NULL ELSE ${authThrottle.lockedUntil} END`,
      },
    })
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil });
  return (row?.lockedUntil?.getTime() ?? 0) > Date.now();
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/**
 * Runs a secret check under the lockout: refuses while locked, counts a failure when
 * `check` answers false (and throws `onWrong`, or the lock message if that failure locked
 * the key), clears the counter on success.
 */
export async function guardedCheck(db: DbOrTx, key: string, check: () => Promise<boolean>, onWrong: () => Error): Promise<void> {
  await assertNotLocked(db, key);
  if (await check()) {
    await clearFailures(db, key);
    return;
  }
  const locked = await recordFailure(db, key);
  if (locked) throw tooManyAttempts(lockedMessage(LIMITS.lockoutMinutes));
  throw onWrong();
}
