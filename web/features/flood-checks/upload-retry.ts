import { ApiError } from '../../lib/api';
import { NetworkError } from './upload-photo';

/** The queue's waits after a failure (ADR 0026): 2 s, 4 s, 8 s ... capped at 2 minutes. */
export const RETRY = { firstMs: 2_000, capMs: 120_000 } as const;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY.capMs, RETRY.firstMs * 2 ** Math.max(0, attempt));
}

/** Worth trying again later: no network, a timeout, too many requests, or the server briefly unwell. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/** Signed out elsewhere (session expired): the work waits, unsent, until this user signs in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
