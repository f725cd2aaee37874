import { describe, expect, it } from 'vitest';
import { activityBuckets, floodCompletionMessage, rangeStart, scoreBand, scoreTrend, skillPercent } from './analytics';

describe('analytics rules', () => {
  it('colours scores in the 85/70/50 bands', () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(scoreBand)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'red', 'red']);
  });

  it('trend is newest minus previous, null without two scores', () => {
    expect(scoreTrend([72, 60, 10])).toBe(12);
    expect(scoreTrend([50, 64])).toBe(-14);
    expect(scoreTrend([50, 50])).toBe(0);
    expect(scoreTrend([50])).toBeNull();
    expect(scoreTrend([])).toBeNull();
  });

  it('says which side of the 85% completion target a rate is', () => {
    expect(floodCompletionMessage(85, 20)).toBe('Excellent performance!');
    expect(floodCompletionMessage(84, 20)).toBe('Focus on follow-through to increase completion rate.');
    expect(floodCompletionMessage(0, 0)).toBe('No checks yet. Your completion rate starts with your first flood prevention check.');
  });

  it('starts each range the right number of months back', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(rangeStart('1m', now).toISOString()).toBe('2026-10-23T10:00:00.000Z');
    expect(rangeStart('3m', now).toISOString()).toBe('2026-08-23T10:00:00.000Z');
    expect(rangeStart('1y', now).toISOString()).toBe('2025-11-23T10:00:00.000Z');
  });

  it('starts a range at a month end on the last day of the shorter month, never in the next one', () => {
    const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
    expect(rangeStart('6m', at('2026-08-31')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(rangeStart('1m', at('2026-03-31')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(rangeStart('1m', at('2028-03-31')).toISOString()).toBe('2028-02-29T10:00:00.000Z'); // leap year
    expect(rangeStart('3m', at('2026-05-31')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(rangeStart('6m', at('2026-12-31')).toISOString()).toBe('2026-06-30T10:00:00.000Z');
    expect(rangeStart('1y', at('2028-02-29')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('buckets the last 6 months by month, 7 buckets whatever the day, month ends included', () => {
    for (const today of ['2026-08-31', '2026-08-01', '2026-08-15']) {
      const months = activityBuckets('6m', ['2026-02-28', '2026-03-01', '2026-08-31'], today);
      expect(
        months.map((m) => m.period),
        today,
      ).toEqual(['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01']);
      expect(
        months.map((m) => m.completed),
        today,
      ).toEqual([1, 1, 0, 0, 0, 0, 1]);
    }
    // Last Month on 31 March starts in the week of 28 February, not in March.
    expect(activityBuckets('1m', [], '2026-03-31')[0]!.period).toBe('2026-02-23');
  });

  it('turns skill points into a percentage of what the skill can earn', () => {
    expect(skillPercent(7, 'standard')).toBe(100);
    expect(skillPercent(3, 'standard')).toBe(43);
    expect(skillPercent(5, 'other')).toBe(100);
    expect(skillPercent(0, 'optional')).toBeNull();
  });

  it('counts completions per week for short ranges and per month for long ones', () => {
    const weeks = activityBuckets('1m', ['2026-11-23', '2026-11-24', '2026-11-16', '2026-09-01'], '2026-11-24');
    expect(weeks[0]!.period).toBe('2026-10-19'); // Monday of the week holding 24 Oct
    expect(weeks.at(-1)).toEqual({ period: '2026-11-23', completed: 2 });
    expect(weeks.find((w) => w.period === '2026-11-16')!.completed).toBe(1);
    expect(weeks.reduce((n, w) => n + w.completed, 0)).toBe(3); // September is outside the range
    const months = activityBuckets('6m', ['2026-11-02', '2026-06-30', '2026-05-01'], '2026-11-24');
    expect(months.map((m) => m.period)).toEqual(['2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    expect(months.map((m) => m.completed)).toEqual([1, 1, 0, 0, 0, 0, 1]);
  });
});
