import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityAgo, daysFromToday, formatDateTime, formatDayMonth, formatLongDate, formatNumericDate, formatShortDate, todayIso } from './dates';
import { setAppTimeZone } from './app-time-zone';

// The device's own zone must not matter: run as a phone in New York would.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});
beforeEach(() => setAppTimeZone('Australia/Melbourne'));

describe('dates the app writes', () => {
  // 03:05 UTC on 25 November is 2:05 pm the same day in Melbourne (AEDT, +11), and 10:05 pm
  // the day before in New York.
  const instant = '2026-11-25T03:05:00.000Z';

  it('reads the Australian way on the company clock, whatever the device zone', () => {
    expect(formatNumericDate(instant)).toBe('25/11/2026');
    expect(formatLongDate(instant)).toBe('25 November 2026');
    expect(formatShortDate(instant)).toBe('25 Nov 2026');
    expect(formatDateTime(instant)).toBe('25/11/2026 2:05 pm');
    expect(formatDayMonth(instant)).toBe('25 Nov');
  });

  it('follows the configured zone', () => {
    setAppTimeZone('Australia/Perth');
    expect(formatDateTime(instant)).toBe('25/11/2026 11:05 am');
    setAppTimeZone('Not/A_Zone');
    expect(formatDateTime(instant)).toBe('25/11/2026 11:05 am');
  });

  it('never shifts a calendar date (a licence expiry, an inspection day)', () => {
    expect(formatNumericDate('2026-03-05')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-05')).toBe('05 March 2026');
    setAppTimeZone('Pacific/Honolulu');
    expect(formatNumericDate('2026-03-05')).toBe('05/03/2026');
  });

  it('counts days and today on the company calendar', () => {
    // 20:00 in New York on 4 March is already 5 March in Melbourne.
    const now = new Date('2026-03-05T01:00:00.000Z');
    expect(todayIso(now)).toBe('2026-03-05');
    expect(daysFromToday('2026-03-06', now)).toBe(1);
    expect(daysFromToday('2026-03-05', now)).toBe(0);
  });
});

describe('activityAgo (security monitor)', () => {
  const now = new Date('2026-03-05T10:00:00+11:00');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says Just now, minutes, hours, then the date', () => {
    expect(activityAgo(ago(20_000), now)).toBe('Just now');
    expect(activityAgo(ago(5 * 60_000), now)).toBe('5m ago');
    expect(activityAgo(ago(59 * 60_000), now)).toBe('59m ago');
    expect(activityAgo(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(activityAgo(ago(30 * 3_600_000), now)).toBe('04/03/2026');
  });
});
