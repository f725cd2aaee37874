import { describe, expect, it } from 'vitest';
import { daysBetween, licenceState, licenceStatus, reminderStage, todayInZone } from './licence';

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

describe('licence register status and reminders', () => {
  it('is missing without a number or an expiry date, else the expiry state', () => {
    expect(licenceStatus({ number: null, expiry: '2027-01-01' }, '2026-11-22')).toBe('missing');
    expect(licenceStatus({ number: 'PL-1', expiry: null }, '2026-11-22')).toBe('missing');
    expect(licenceStatus({ number: '  ', expiry: '2027-06-01' }, '2026-11-22')).toBe('missing');
    expect(licenceStatus({ number: 'PL-1', expiry: '2027-06-01' }, '2026-11-22')).toBe('valid');
    expect(licenceStatus({ number: 'PL-1', expiry: '2026-12-01' }, '2026-11-22')).toBe('expiring');
    expect(licenceStatus({ number: 'PL-1', expiry: '2026-11-01' }, '2026-11-22')).toBe('expired');
  });
  it('reminds 60, 30 and 7 days before and on the day, catching up with the stage then due', () => {
    expect(reminderStage(61)).toBeNull();
    expect(reminderStage(60)).toBe(60);
    expect(reminderStage(45)).toBe(60);
    expect(reminderStage(30)).toBe(30);
    expect(reminderStage(8)).toBe(30);
    expect(reminderStage(7)).toBe(7);
    expect(reminderStage(1)).toBe(7);
    expect(reminderStage(0)).toBe(0);
    expect(reminderStage(-1)).toBeNull();
  });
});
