import { describe, expect, it } from 'vitest';
import { activityAgo } from './dates';

describe('activityAgo (security monitor)', () => {
  const now = new Date('2026-03-05T10:00:00+11:00');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says Just now, minutes, hours, then the date', () => {
    expect(activityAgo(ago(20_000), now)).toBe('Just now');
    expect(activityAgo(ago(5 * 60_000), now)).toBe('5m ago');
    expect(activityAgo(ago(59 * 60_000), now)).toBe('59m ago');
    expect(activityAgo(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(activityAgo(ago(30 * 3_600_000), now)).toMatch(/^\d{2}\/\d{2}\/2026$/);
  });
});
