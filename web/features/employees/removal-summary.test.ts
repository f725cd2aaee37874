import { describe, expect, it } from 'vitest';
import { removalSummary } from './removal-summary';

describe('removalSummary', () => {
  it('says the employee access code was rotated, and how many of their keys were revoked', () => {
    expect(removalSummary('Max Admin', { ok: true, keysRevoked: 2, accessCodeRotated: true })).toBe(
      'Max Admin has been removed and can no longer sign in. 2 unused access keys they generated were revoked. The employee access code was rotated: the owner sees the new code in Settings.',
    );
    expect(removalSummary('Pat Plumber', { ok: true, keysRevoked: 0, accessCodeRotated: true })).toBe(
      'Pat Plumber has been removed and can no longer sign in. The employee access code was rotated: the owner sees the new code in Settings.',
    );
    expect(removalSummary('Mel', { ok: true, keysRevoked: 1, accessCodeRotated: true })).toContain('1 unused access key they generated was revoked.');
  });
});
