import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * The per-address limit of the routes that check a password or PIN or hash a new one
 * (`SIGN_IN_RATE_LIMIT_PER_MINUTE`), as the route's `config.rateLimit` for
 * @fastify/rate-limit. Per-account lockouts (throttle.ts) stop guessing at one account;
 * this stops one address trying a password on every account, each try costing an argon2id
 * hash. Counted per process, like the general limit (docs/security.md).
 */
export function signInRateLimit(config: AppConfig): { max: number; timeWindow: string } {
  return { max: config.signInRateLimitPerMinute, timeWindow: '1 minute' };
}

/** Any limit's refusal in the one error shape (plugins/errors.ts keeps AppError as it is). */
export function rateLimitError(_request: unknown, context: { after: string }): AppError {
  return new AppError(429, 'rate_limited', `Too many requests from this network. Please wait ${context.after} and try again.`);
}
