import { maxPoints } from './scoring';

/** Performance analytics rules (docs/product.md#analytics). */
export const ANALYTICS_RANGES = ['1m', '3m', '6m', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '3m';

export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '1m': 'Last Month',
  '3m': 'Last 3 Months',
  '6m': 'Last 6 Months',
  '1y': 'Last Year',
};

const RANGE_MONTHS: Record<AnalyticsRange, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/**
 * The same moment `months` later (earlier when negative), on the month's last day when it
 * has no such day: 31 August less 6 months is 28 February. Date's own month arithmetic
 * overflows to 3 March, which cut the first days out of a range started at a month end.
 */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The first instant inside the range: the same moment the given number of months earlier. */
export function rangeStart(range: AnalyticsRange, now: Date = new Date()): Date {
  return addMonths(now, -RANGE_MONTHS[range]);
}

export type ScoreBand = 'green' | 'blue' | 'yellow' | 'red';
/** Lower bounds of the colour bands, highest first. */
export const SCORE_BANDS: ReadonlyArray<{ band: ScoreBand; from: number }> = [
  { band: 'green', from: 85 },
  { band: 'blue', from: 70 },
  { band: 'yellow', from: 50 },
  { band: 'red', from: 0 },
];

/** 85 and above green, 70 blue, 50 yellow, below 50 red. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.from)?.band ?? 'red';
}

/** Newest overall score minus the previous one (scores newest first); null without two. */
export function scoreTrend(scoresNewestFirst: readonly number[]): number | null {
  const [newest, previous] = scoresNewestFirst;
  return newest === undefined || previous === undefined ? null : newest - previous;
}

/** Target flood-check completion rate and its two messages, and what to say before any check. */
export const FLOOD_COMPLETION_TARGET = 85;
export function floodCompletionMessage(rate: number, totalChecks: number): string {
  if (totalChecks === 0) return 'No checks yet. Your completion rate starts with your first flood prevention check.';
  return rate >= FLOOD_COMPLETION_TARGET ? 'Excellent performance!' : 'Focus on follow-through to increase completion rate.';
}

/** The analytics training list shows only the first items. */
export const ANALYTICS_TRAINING_ITEMS = 5;

/** A skill's points as a percentage of what it can earn; null for skills that score nothing. */
export function skillPercent(points: number, scoring: string): number | null {
  const max = maxPoints(scoring);
  return max > 0 ? Math.round((points / max) * 100) : null;
}

/**
 * Buckets for the training activity chart: weeks for ranges up to three months, months
 * beyond. Each bucket is labelled by its first day (YYYY-MM-DD, in the given time zone).
 */
export function activityBuckets(range: AnalyticsRange, completedDays: readonly string[], today: string): Array<{ period: string; completed: number }> {
  const monthly = range === '6m' || range === '1y';
  const keyOf = (day: string) => (monthly ? `${day.slice(0, 7)}-01` : weekStart(day));
  const periods: string[] = [];
  const end = keyOf(today);
  let cursor = keyOf(shiftMonths(today, -RANGE_MONTHS[range]));
  while (cursor <= end) {
    periods.push(cursor);
    cursor = monthly ? shiftMonths(cursor, 1) : shiftDay(cursor, 7);
  }
  const counts = new Map(periods.map((p) => [p, 0]));
  for (const day of completedDays) {
    const key = keyOf(day);
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  return periods.map((period) => ({ period, completed: counts.get(period)! }));
}

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
function shiftDay(day: string, days: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Monday of the day's week. */
function weekStart(day: string): string {
  const offset = (toUtc(day).getUTCDay() + 6) % 7;
  return shiftDay(day, -offset);
}
function shiftMonths(day: string, months: number): string {
  return addMonths(toUtc(day), months).toISOString().slice(0, 10);
}
