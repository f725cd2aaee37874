import type { DbOrTx } from '../../db/client';
import { countAttempt, throttleKey } from '../../auth/throttle';
import { addressLimitKey } from '../../lib/client-address';
import { AppError } from '../../lib/errors';

/**
 * Look-ups of the public verification page per client address per minute. A buyer checks a
 * certificate or two; 128-bit codes cannot be guessed, and the limit keeps anyone from trying.
 * Counted in the database like the sign-in limit, so it holds across every process.
 */
export const VERIFY_LIMIT_PER_MINUTE = 30;

export async function limitVerificationsFrom(db: DbOrTx, address: string): Promise<void> {
  const max = VERIFY_LIMIT_PER_MINUTE;
  const { attempt } = await countAttempt(db, throttleKey('verify', addressLimitKey(address)), { maxAttempts: max, windowMinutes: 1, lockMinutes: 1 });
  if (attempt > max) throw new AppError(429, 'rate_limited', 'Too many certificate look-ups from this network. Please wait a minute and try again.');
}
