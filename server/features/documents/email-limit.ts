import { LIMITS } from '../../../core/limits';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countAttempt, LONGEST_WINDOW_MINUTES, throttleKey } from '../../auth/throttle';

/** The window of the per-user email limit: an hour, the longest any counter keeps. */
const EMAIL_WINDOW_MINUTES = LONGEST_WINDOW_MINUTES;

/**
 * At most LIMITS.emailSendsPerHour report and certificate sends per user an hour: each goes
 * out through the company's mail server to a client. The count is a row of the lockout table
 * (`email:<userId>`), added to with one atomic upsert, so it holds across processes and a
 * burst of concurrent sends cannot pass it. The send that reaches the limit starts a wait of
 * an hour; every send counts, whether the mail server then accepts it or not.
 */
export async function limitEmailSends(db: DbOrTx, userId: number): Promise<void> {
  const max = LIMITS.emailSendsPerHour;
  const { attempt, lockedUntil } = await countAttempt(db, throttleKey('email', userId), {
    maxAttempts: max,
    windowMinutes: EMAIL_WINDOW_MINUTES,
    lockMinutes: EMAIL_WINDOW_MINUTES,
  });
  if (attempt <= max) return;
  const minutes = Math.max(1, Math.ceil(((lockedUntil?.getTime() ?? Date.now()) - Date.now()) / 60_000));
  throw new AppError(
    429,
    'rate_limited',
    `You have sent ${max} report emails in the last hour, the most allowed. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}
