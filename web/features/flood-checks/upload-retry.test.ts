import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { NetworkError } from './upload-photo';
import { isRetryable, isSignedOut, retryDelayMs } from './upload-retry';

describe('upload queue retries (ADR 0026)', () => {
  it('doubles the wait after each failure and caps it at two minutes', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(6)).toBe(120_000);
    expect(retryDelayMs(40)).toBe(120_000);
  });
  it('tries again after no network or a server failure, never after a refusal', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(new ApiError(503, 'busy'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'slow down'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'certificate issued'))).toBe(false);
    expect(isRetryable(new ApiError(400, 'not a photo'))).toBe(false);
    expect(isSignedOut(new ApiError(401, 'Unauthorized'))).toBe(true);
  });
});
