import { describe, expect, it } from 'vitest';
import { daysBetween, licenceState, todayInZone } from './licence';

describe('licence expiry', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
  it('warns within 60 days and flags expired licences', () => {
    expect(licenceState('2026-11-21', '2026-11-22')).toBe('expired');
    expect(licenceState('2026-11-22', '2026-11-22')).toBe('expiring');
    expect(licenceState('2027-01-21', '2026-11-22')).toBe('expiring');
    expect(licenceState('2027-01-22', '2026-11-22')).toBe('valid');
  });
  it("takes today's date in the company's time zone", () => {
    // 2026-11-22 14:00 UTC is already the 23rd in Melbourne (UTC+11 in summer).
    expect(todayInZone('Australia/Melbourne', new Date('2026-11-22T14:00:00Z'))).toBe('2026-11-23');
    expect(todayInZone('UTC', new Date('2026-11-22T14:00:00Z'))).toBe('2026-11-22');
  });
});
