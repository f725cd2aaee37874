import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../../../core/contracts/analytics';
import type { TrainingMaterial } from '../../../core/contracts/content';
import { todayInZone } from '../../../core/rules/licence';
import { assessments, trainingProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';

/** The Last 6 Months range through the API (docs/product.md#analytics); month ends in core/rules/analytics.test.ts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('analytics: Last 6 Months', () => {
  it('shows assessments started within 6 months and training completions per month, 7 months of buckets', async () => {
    const me = await registered(t.app, 'Plumber');
    // 6 months are 181 to 184 days: 170 days is inside whatever the date, 200 outside.
    for (const [days, score] of [
      [200, 30],
      [170, 45],
      [100, 60],
      [10, 75],
    ] as const)
      await t.db
        .insert(assessments)
        .values({ userId: me.user.id, status: 'completed', overallScore: score, createdAt: daysAgo(days), completedAt: daysAgo(days) });
    const materials = (await me.client.get('/api/training-materials')).json() as TrainingMaterial[];
    await t.db.insert(trainingProgress).values(
      [200, 170, 100, 10].map((days, i) => ({
        userId: me.user.id,
        trainingMaterialId: materials[i]!.id,
        completed: true,
        progress: 100,
        completedAt: daysAgo(days),
      })),
    );

    const res = await me.client.get('/api/analytics?range=6m');
    expect(res.statusCode).toBe(200);
    const half = res.json() as AnalyticsResponse;
    expect(half.range).toBe('6m');
    expect(half.timeline.map((a) => a.overallScore)).toEqual([45, 60, 75]);
    expect(half.training.completedInRange).toBe(3);
    // Monthly buckets, labelled by their first day, from the month 6 months back to this one.
    const today = todayInZone(t.config.timeZone, new Date(String(res.headers.date)));
    const periods = half.training.activity.map((b) => b.period);
    expect(periods).toHaveLength(7);
    expect(periods.every((p) => p.endsWith('-01'))).toBe(true);
    expect(periods.at(-1)).toBe(`${today.slice(0, 7)}-01`);
    expect(half.training.activity.reduce((n, b) => n + b.completed, 0)).toBe(3);

    const quarter = (await me.client.get('/api/analytics?range=3m')).json() as AnalyticsResponse;
    expect(quarter.timeline.map((a) => a.overallScore)).toEqual([75]);
    expect(quarter.training.activity.length).toBeGreaterThan(7); // weekly up to 3 months
  });
});
