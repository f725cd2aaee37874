import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILLS } from '../../../core/content/skills-catalogue';
import type { Dashboard } from '../../../core/contracts/skills';
import { eq } from 'drizzle-orm';
import { activities, assessments, skillAssessments, trainingMaterials, trainingProgress, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { dashboardJson } from './dashboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard API', () => {
  it('starts empty for a new employee: entry tier, no assessment, review due now, real training total', async () => {
    const { client } = await registered(t.app, 'Apprentice', { firstName: 'Priya' });
    const res = await client.get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json() as Dashboard;
    const materials = await t.db.select().from(trainingMaterials);
    expect(d.user).toMatchObject({ firstName: 'Priya', currentTierId: 1, tierDetails: { id: 1, name: 'Entry Level', requiredScore: 0 } });
    expect(d.latestAssessment).toBeNull();
    expect(d.assessmentResults).toEqual([]);
    expect(d.recentActivities).toEqual([]);
    expect(d.trainingProgress).toEqual([]);
    expect(d.trainingTotal).toBe(materials.filter((m) => m.isActive).length);
    expect(d.trainingTotal).toBeGreaterThanOrEqual(12);
    expect(d.nextReview).toEqual({ dueAt: null, daysRemaining: 0 });
  });

  it('shows the latest completed assessment by category, the new tier, activities and the next review', async () => {
    const { client, user } = await registered(t.app, 'Plumber', { firstName: 'Jamie' });
    const id = (await client.post('/api/assessments', {})).json().id as number;
    for (const s of SKILLS) await client.post('/api/skill-assessments', { assessmentId: id, skillId: s.id, level: s.categoryId === 9 ? 'C' : 'D' });
    const done = (await client.patch(`/api/assessments/${id}`, { status: 'completed' })).json();
    const [material] = await t.db.select().from(trainingMaterials).limit(1);
    await t.db.insert(trainingProgress).values({ userId: user.id, trainingMaterialId: material!.id, completed: true, progress: 100 });

    const d = (await client.get('/api/dashboard')).json() as Dashboard;
    // 2 x 7 + 11 x 5 + 9 x 5 = 114 -> 84% -> Excel Plumber (70)
    expect(d.latestAssessment).toEqual({ id, overallScore: 84, completedAt: done.completedAt, review: null });
    expect(d.user).toMatchObject({ currentTierId: 4, tierDetails: { name: 'Excel Plumber', requiredScore: 70 } });
    expect(d.assessmentResults.map((c) => [c.categoryId, c.categoryName, c.averageScore, c.skillResults.length])).toEqual([
      [8, 'Core Safety & Tool Use', 100, 2],
      [9, 'Service-Specific Technical Skills', 71, 11],
      [10, 'Other Skills', 0, 4],
      [11, 'Professional & Operational Skills', 100, 3],
      [999, 'Advanced Skills', 100, 6],
    ]);
    expect(d.assessmentResults[1]!.skillResults[0]).toEqual({ skillId: 3, skillName: 'Blocked Drains', score: 71, tier: 'C' });
    expect(d.recentActivities.map((a) => a.type)).toEqual(['tier_achieved', 'assessment_completed']);
    expect(d.recentActivities[0]!.description).toBe('Achieved the Excel Plumber tier');
    expect(d.trainingProgress).toEqual([expect.objectContaining({ trainingMaterialId: material!.id, completed: true, progress: 100 })]);
    expect(d.nextReview.daysRemaining).toBe(91);
    expect(new Date(d.nextReview.dueAt!).getTime() - new Date(done.completedAt).getTime()).toBe(91 * 86_400_000);
  });

  it('shows at most 4 recent activities, newest first, and ignores an unfinished newer assessment', async () => {
    const { client } = await registered(t.app, 'Plumber');
    let lastId = 0;
    for (const level of ['A', 'B', 'C'] as const) {
      lastId = (await client.post('/api/assessments', {})).json().id;
      for (const s of SKILLS) await client.post('/api/skill-assessments', { assessmentId: lastId, skillId: s.id, level });
      await client.patch(`/api/assessments/${lastId}`, { status: 'completed' });
    }
    await client.post('/api/assessments', {});
    const d = (await client.get('/api/dashboard')).json() as Dashboard;
    expect(d.latestAssessment).toMatchObject({ id: lastId, overallScore: 68 });
    expect(d.recentActivities).toHaveLength(4);
    expect(d.recentActivities.map((a) => a.description)).toEqual([
      'Achieved the Plumber tier',
      'Completed a self-assessment with an overall score of 68%',
      'Completed a self-assessment with an overall score of 35%',
      'Completed a self-assessment with an overall score of 10%',
    ]);
  });
});

/**
 * The dashboard is reused per process while users.dashboard_version is unchanged (ADR 0012).
 * Each write below goes straight to the database, as another process of a cluster would,
 * so only the triggers can tell this process that its copy is stale.
 */
describe('dashboard reuse', () => {
  const dashboardOf = async (client: Awaited<ReturnType<typeof registered>>['client']) => (await client.get('/api/dashboard')).json() as Dashboard;

  it('answers the fresh dashboard after every kind of change made by another process', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const first = await dashboardOf(client);
    expect(await dashboardOf(client)).toEqual(first);

    const [material] = await t.db.select().from(trainingMaterials).where(eq(trainingMaterials.isActive, true)).limit(1);
    await t.db.insert(trainingProgress).values({ userId: user.id, trainingMaterialId: material!.id, completed: true, progress: 100 });
    expect((await dashboardOf(client)).trainingProgress).toHaveLength(1);

    await t.db.insert(activities).values({ userId: user.id, type: 'training_completed', description: 'Completed a module elsewhere' });
    expect((await dashboardOf(client)).recentActivities[0]!.description).toBe('Completed a module elsewhere');

    await t.db.update(trainingMaterials).set({ isActive: false }).where(eq(trainingMaterials.id, material!.id));
    expect((await dashboardOf(client)).trainingTotal).toBe(first.trainingTotal - 1);
    await t.db.update(trainingMaterials).set({ isActive: true }).where(eq(trainingMaterials.id, material!.id));
    expect((await dashboardOf(client)).trainingTotal).toBe(first.trainingTotal);

    const [done] = await t.db.insert(assessments).values({ userId: user.id, status: 'completed', overallScore: 10, completedAt: new Date() }).returning();
    expect((await dashboardOf(client)).latestAssessment).toMatchObject({ id: done!.id, overallScore: 10 });
    await t.db.insert(skillAssessments).values({ assessmentId: done!.id, skillId: SKILLS[0]!.id, level: 'D', score: 100 });
    expect((await dashboardOf(client)).assessmentResults.flatMap((c) => c.skillResults.map((s) => s.skillId))).toEqual([SKILLS[0]!.id]);
  });

  it('makes the body again when the name, tier or days to the next review change, and not otherwise', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    await t.db.insert(assessments).values({ userId: user.id, status: 'completed', overallScore: 40, completedAt: new Date() });
    const first = await dashboardOf(client);
    expect(first.nextReview.daysRemaining).toBe(91);
    const session = (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    const sessionUser = { ...session, dashboardVersion: session.dashboardVersion };
    expect(await dashboardJson(t.db, sessionUser)).toBe(await dashboardJson(t.db, sessionUser)); // the same string, reused
    const later = JSON.parse(await dashboardJson(t.db, sessionUser, new Date(Date.now() + 3 * 86_400_000))) as Dashboard;
    expect(later.nextReview.daysRemaining).toBe(88);

    // Name and tier come from the session user, which has no dashboard version of its own.
    expect(await dashboardOf(client)).toEqual(first);
    await t.db.update(users).set({ firstName: 'Renamed', currentTierId: 3 }).where(eq(users.id, user.id));
    const renamed = await dashboardOf(client);
    expect(renamed.user).toMatchObject({ firstName: 'Renamed', currentTierId: 3, tierDetails: { id: 3 } });
  });

  it('does not count answers of an unfinished assessment as a change', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    await dashboardOf(client);
    const versionOf = async () => (await t.db.select({ v: users.dashboardVersion }).from(users).where(eq(users.id, user.id)))[0]!.v;
    const id = (await client.post('/api/assessments', {})).json().id as number;
    const before = await versionOf();
    await client.post('/api/skill-assessments', { assessmentId: id, skillId: SKILLS[0]!.id, level: 'B' });
    expect(await versionOf()).toBe(before);
  });
});
