import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse, FloodPreventionStats } from '../../../core/contracts/analytics';
import type { TrainingMaterial } from '../../../core/contracts/content';
import { SKILLS } from '../../../core/content/skills-catalogue';
import { assessments, floodPreventionChecks, skillAssessments, trainingProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function completedAssessment(userId: number, score: number, at: Date, level: 'A' | 'D' = 'D') {
  const [a] = await t.db.insert(assessments).values({ userId, status: 'completed', overallScore: score, createdAt: at, completedAt: at }).returning();
  const points = { standard: { A: 1, D: 7 }, other: { A: 0, D: 5 }, optional: { A: 0, D: 0 } };
  await t.db.insert(skillAssessments).values(SKILLS.map((s) => ({ assessmentId: a!.id, skillId: s.id, level, score: points[s.scoring][level] })));
  return a!;
}

function check(userId: number, values: Partial<typeof floodPreventionChecks.$inferInsert> = {}) {
  return {
    userId,
    clientName: 'Jo Citizen',
    streetNumber: '12',
    streetName: 'Bay',
    streetType: 'Street',
    suburb: 'Brighton',
    postcode: '3186',
    initialJobNumber: 'J-1',
    clientEmail: 'jo@example.com',
    ...values,
  };
}

describe('analytics API', () => {
  it('answers zeros and empty lists before anything has happened', async () => {
    const { client } = await registered(t.app, 'Apprentice');
    const res = await client.get('/api/analytics');
    expect(res.statusCode).toBe(200);
    const a = res.json() as AnalyticsResponse;
    expect(a.range).toBe('3m');
    expect(a.summary).toMatchObject({
      currentScore: 0,
      assessments: 0,
      scoreTrend: null,
      trainingProgress: 0,
      trainingCompleted: 0,
      currentTier: 'Entry Level',
    });
    expect(a.summary.trainingTotal).toBeGreaterThanOrEqual(12);
    expect(a.timeline).toEqual([]);
    expect(a.skills).toEqual([]);
    expect(a.training.items).toHaveLength(5);
    expect(a.training.activity.every((b) => b.completed === 0)).toBe(true);
  });

  it('filters the timeline and training activity by the range, and computes the trend and breakdown', async () => {
    const me = await registered(t.app, 'Plumber');
    const other = await registered(t.app, 'Plumber');
    const id = me.user.id;
    await completedAssessment(id, 40, daysAgo(200), 'A');
    await completedAssessment(id, 55, daysAgo(50), 'A');
    await completedAssessment(id, 100, daysAgo(5), 'D');
    await t.db.insert(assessments).values({ userId: id, status: 'in_progress', createdAt: daysAgo(1) });
    await completedAssessment(other.user.id, 10, daysAgo(2), 'A');
    const materials = (await me.client.get('/api/training-materials')).json() as TrainingMaterial[];
    await t.db.insert(trainingProgress).values([
      { userId: id, trainingMaterialId: materials[0]!.id, completed: true, progress: 100, completedAt: daysAgo(3) },
      { userId: id, trainingMaterialId: materials[1]!.id, completed: true, progress: 100, completedAt: daysAgo(120) },
    ]);

    const month = (await me.client.get('/api/analytics?range=1m')).json() as AnalyticsResponse;
    expect(month.timeline.map((a) => a.overallScore)).toEqual([100, 0]);
    expect(month.timeline[1]!.completedAt).toBeNull();
    expect(month.training.completedInRange).toBe(1);
    expect(month.summary).toMatchObject({ currentScore: 100, assessments: 3, scoreTrend: 45, trainingCompleted: 2 });
    expect(month.summary.trainingProgress).toBe(Math.round((2 / materials.length) * 100));

    const quarter = (await me.client.get('/api/analytics?range=3m')).json() as AnalyticsResponse;
    expect(quarter.timeline.map((a) => a.overallScore)).toEqual([55, 100, 0]);
    const year = (await me.client.get('/api/analytics?range=1y')).json() as AnalyticsResponse;
    expect(year.timeline.map((a) => a.overallScore)).toEqual([40, 55, 100, 0]);
    expect(year.training.completedInRange).toBe(2);
    expect(year.training.activity.reduce((n, b) => n + b.completed, 0)).toBe(2);
    expect(year.training.items.slice(0, 2).map((i) => i.completed)).toEqual([true, true]);

    // The latest assessment answered D everywhere: every scored skill at 100%, Other Skills left out.
    expect(year.skills.length).toBeGreaterThan(0);
    expect(year.skills.some((c) => c.categoryId === 10)).toBe(false);
    expect(year.skills.every((c) => c.averageScore === 100 && c.skillResults.every((s) => s.score === 100 && s.level === 'D'))).toBe(true);
  });

  it('refuses an unknown range with a 400', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const res = await client.get('/api/analytics?range=5y');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('counts the caller’s own flood checks, never cached', async () => {
    const me = await registered(t.app, 'Plumber');
    const empty = await me.client.get('/api/flood-prevention-stats');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ clientReports: 0, complianceCertificates: 0, completionRate: 0, totalChecks: 0, recentActivity: [] });

    const other = await registered(t.app, 'Management');
    await t.db
      .insert(floodPreventionChecks)
      .values([
        check(me.user.id, { clientName: 'Draft Dan' }),
        check(me.user.id, { clientName: 'Report Rae', status: 'completed', completedAt: daysAgo(2) }),
        check(me.user.id, { clientName: 'Cert Cat', status: 'completed', completedAt: daysAgo(3), certificateIssued: true, certificateIssuedAt: daysAgo(1) }),
        check(other.user.id, { status: 'completed', certificateIssued: true }),
      ]);
    const stats = (await me.client.get('/api/flood-prevention-stats')).json() as FloodPreventionStats;
    expect(stats).toMatchObject({ clientReports: 2, complianceCertificates: 1, completionRate: 67, totalChecks: 3 });
    expect(stats.recentActivity.map((r) => [r.clientName, r.type])).toEqual(
      expect.arrayContaining([
        ['Draft Dan', 'report'],
        ['Report Rae', 'report'],
        ['Cert Cat', 'certificate'],
      ]),
    );
    expect(stats.recentActivity).toHaveLength(3);
  });
});
