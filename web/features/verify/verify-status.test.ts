import { describe, expect, it } from 'vitest';
import { verifyStatus } from './verify-status';

describe('the verify page status (docs/product.md#verification)', () => {
  it('says Valid only for a valid certificate', () => {
    expect(verifyStatus({ status: 'valid', voidedAt: null })).toEqual({ tone: 'valid', words: 'Valid' });
  });

  it("says 'Void since {date}' for a void one, never Valid", () => {
    expect(verifyStatus({ status: 'void', voidedAt: '2026-11-26T03:00:00Z' })).toEqual({ tone: 'void', words: 'Void since 26 November 2026' });
    expect(verifyStatus({ status: 'void', voidedAt: null })).toEqual({ tone: 'void', words: 'Void' });
  });
});
