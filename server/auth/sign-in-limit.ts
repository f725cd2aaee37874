import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { addressLimitKey } from '../lib/client-address';
import { AppError } from '../lib/errors';
import { countAttempt, throttleKey } from './throttle';

/**
 * The per-address limit of the routes that check a password or PIN or hash a new one
 * (`SIGN_IN_RATE_LIMIT_PER_MINUTE`): every attempt from a client address counts, right or
 * wrong. Per-account lockouts stop guessing at one account; this stops one address trying a
 * password on every account, each try costing an argon2id hash. The counter is a lockout
 * row in the database, so it holds across every process and instance, like the lockouts.
 * An IPv6 client is counted per /64 (`addressLimitKey`).
 */
export async function limitSignInsFrom(db: DbOrTx, config: Pick<AppConfig, 'signInRateLimitPerMinute'>, address: string): Promise<void> {
  const max = config.signInRateLimitPerMinute;
  const { attempt } = await countAttempt(db, throttleKey('address', addressLimitKey(address)), { maxAttempts: max, windowMinutes: 1, lockMinutes: 1 });
  if (attempt > max) throw new AppError(429, 'rate_limited', 'Too many sign-in attempts from this network. Please wait a minute and try again.');
}
