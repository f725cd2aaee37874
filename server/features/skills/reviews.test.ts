import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILLS, type SkillLevel } from '../../../core/content/skills-catalogue';
import { assessments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { registered, TEST_OWNER_PIN } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

/** Starts, answers every skill and completes an assessment; the completed assessment. */
async function selfAssess(client: TestClient, level: (skill: (typeof SKILLS)[number]) => SkillLevel = () => 'D') {
  const started = await client.post('/api/assessments', { status: 'in_progress' });
  const id = started.json().id as number;
  for (const skill of SKILLS)
    expect((await client.post('/api/skill-assessments', { assessmentId: id, skillId: skill.id, level: level(skill) })).statusCode).toBe(200);
  const done = await client.patch(`/api/assessments/${id}`, { status: 'completed', overallScore: 3 });
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { id: number; overallScore: number; review: { status: string } | null };
}

const setReview = (client: TestClient, required: boolean, pin = TEST_OWNER_PIN) => client.put('/api/settings/assessment-review', { required, pin });
const tierOf = async (userId: number) => (await t.db.select({ tier: users.currentTierId }).from(users).where(eq(users.id, userId)))[0]!.tier;
const STANDARD_TO_B = SKILLS.filter((s) => s.scoring === 'standard').map((s) => ({ skillId: s.id, level: 'B' as const }));

describe('the review setting', () => {
  it('is off by default, set only by the owner with the owner PIN, and audited', async () => {
    const plumber = await registered(t.app, 'Plumber');
    expect((await plumber.client.get('/api/settings/assessment-review')).json()).toEqual({ required: false });
    expect((await setReview(manager.client, true)).statusCode).toBe(403);
    expect((await setReview(owner.client, true, '000000')).statusCode).toBe(403);
    expect((await owner.client.put('/api/settings/assessment-review', { required: 'yes', pin: TEST_OWNER_PIN })).statusCode).toBe(400);
    expect((await plumber.client.get('/api/settings/assessment-review')).json()).toEqual({ required: false });
    const on = await setReview(owner.client, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ required: true });
    const audit = (await owner.client.get('/api/admin/audit-log')).json() as Array<{ action: string; details: Record<string, unknown> }>;
    expect(audit.find((e) => e.action === 'settings_changed')?.details).toEqual({ assessmentReviewRequired: true });
    expect((await setReview(owner.client, false)).json()).toEqual({ required: false });
  });
});

describe('with review required', () => {
  beforeAll(async () => {
    expect((await setReview(owner.client, true)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await setReview(owner.client, false);
  });

  it('records the self-assessed score but holds the tier until a manager approves the agreed score the server computes', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const done = await selfAssess(plumber.client);
    expect(done.overallScore).toBe(100);
    expect(done.review).toMatchObject({ status: 'pending' });
    expect(await tierOf(plumber.user.id)).toBe(1);
    const waiting = (await plumber.client.get('/api/dashboard')).json();
    expect(waiting.user.tierDetails.name).toBe('Entry Level');
    expect(waiting.latestAssessment).toMatchObject({ id: done.id, overallScore: 100, review: { status: 'pending', agreedScore: null } });

    const queue = (await manager.client.get('/api/assessment-reviews')).json();
    expect(queue.required).toBe(true);
    expect(queue.items.find((i: { id: number }) => i.id === done.id)).toMatchObject({ employeeId: plumber.user.id, selfScore: 100, awaitingReview: true });
    const detail = (await manager.client.get(`/api/assessment-reviews/${done.id}`)).json();
    expect(detail.answers).toHaveLength(SKILLS.length);
    expect(detail.currentTierName).toBe('Entry Level');

    // Scores sent by the browser are not read: 13 standard skills at B (3 points) and the nine
    // 'other' skills at D (5 points) make 84 of 136 points, 62%.
    const res = await manager.client.post(`/api/skill-assessments/${done.id}/review`, {
      decision: 'approve',
      comment: 'Solid on the tools; the standard skills are B for now.',
      adjustments: STANDARD_TO_B,
      agreedScore: 100,
      overallScore: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.assessment.overallScore).toBe(100);
    expect(result.assessment.review).toMatchObject({ status: 'approved', agreedScore: 62, reviewerName: `${manager.user.firstName} ${manager.user.lastName}` });
    expect(result.assessment.review.adjustments).toHaveLength(13);
    expect(result.tier).toEqual({ id: 3, name: 'Plumber' });
    expect(result.tierRaised).toBe(true);
    expect(await tierOf(plumber.user.id)).toBe(3);
    const [stored] = await t.db.select().from(assessments).where(eq(assessments.id, done.id));
    expect(stored).toMatchObject({ overallScore: 100, agreedScore: 62, reviewStatus: 'approved', reviewedBy: manager.user.id });

    // The employee sees both scores, the comment and who reviewed, in the history and on the dashboard.
    const history = (await plumber.client.get('/api/assessments')).json();
    expect(history[0]).toMatchObject({
      id: done.id,
      overallScore: 100,
      review: { status: 'approved', agreedScore: 62, comment: expect.stringContaining('Solid') },
    });
    expect(history[0].review.reviewedAt).toEqual(expect.any(String));
    const dashboard = (await plumber.client.get('/api/dashboard')).json();
    expect(dashboard.user.tierDetails.name).toBe('Plumber');
    expect(dashboard.latestAssessment.review).toMatchObject({
      status: 'approved',
      agreedScore: 62,
      reviewerName: expect.stringContaining(manager.user.firstName!),
    });
    expect(dashboard.recentActivities.map((a: { type: string }) => a.type)).toEqual(expect.arrayContaining(['assessment_reviewed', 'tier_achieved']));

    // Decided once; the reviewed assessment leaves the queue.
    expect((await owner.client.post(`/api/skill-assessments/${done.id}/review`, { decision: 'approve', comment: '' })).statusCode).toBe(409);
    expect((await manager.client.get('/api/assessment-reviews')).json().items.some((i: { id: number }) => i.id === done.id)).toBe(false);
    const audit = (await owner.client.get('/api/admin/audit-log')).json() as Array<{ action: string; details: Record<string, unknown> }>;
    expect(audit.find((e) => e.action === 'assessment_reviewed')?.details).toMatchObject({
      assessmentId: done.id,
      decision: 'approve',
      selfScore: 100,
      agreedScore: 62,
    });
  });

  it('returns an assessment with a comment: the tier stays and the employee sees why', async () => {
    const apprentice = await registered(t.app, 'Apprentice');
    const done = await selfAssess(apprentice.client);
    const url = `/api/skill-assessments/${done.id}/review`;
    expect((await owner.client.post(url, { decision: 'return', comment: '  ' })).statusCode).toBe(400);
    expect((await owner.client.post(url, { decision: 'return', comment: 'x', adjustments: STANDARD_TO_B })).statusCode).toBe(400);
    expect((await owner.client.post(url, { decision: 'approve', comment: '', adjustments: STANDARD_TO_B })).statusCode).toBe(400);
    expect((await owner.client.post(url, { decision: 'maybe', comment: 'x' })).statusCode).toBe(400);
    expect((await owner.client.post(url, { decision: 'approve', comment: 'x', adjustments: [{ skillId: 99999, level: 'A' }] })).statusCode).toBe(400);
    expect((await t.db.select().from(assessments).where(eq(assessments.id, done.id)))[0]!.reviewStatus).toBe('pending');

    const res = await owner.client.post(url, { decision: 'return', comment: 'Gas plumbing at D needs your Type A ticket first.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: { id: 1 }, tierRaised: false, assessment: { review: { status: 'returned', agreedScore: null } } });
    expect(await tierOf(apprentice.user.id)).toBe(1);
    const dashboard = (await apprentice.client.get('/api/dashboard')).json();
    expect(dashboard.latestAssessment.review).toMatchObject({ status: 'returned', comment: 'Gas plumbing at D needs your Type A ticket first.' });
  });

  it('lets nobody review their own assessment, and does not hold the owner', async () => {
    const own = await selfAssess(manager.client);
    expect(own.review).toMatchObject({ status: 'pending' });
    expect((await manager.client.get('/api/assessment-reviews')).json().items.some((i: { id: number }) => i.id === own.id)).toBe(false);
    expect((await manager.client.get(`/api/assessment-reviews/${own.id}`)).statusCode).toBe(403);
    const refused = await manager.client.post(`/api/skill-assessments/${own.id}/review`, { decision: 'approve', comment: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('own_assessment');
    expect((await t.db.select().from(assessments).where(eq(assessments.id, own.id)))[0]!.reviewStatus).toBe('pending');
    // Another reviewer may.
    expect((await owner.client.post(`/api/skill-assessments/${own.id}/review`, { decision: 'approve', comment: '' })).statusCode).toBe(200);

    const ownersOwn = await selfAssess(owner.client);
    expect(ownersOwn.review).toBeNull();
    expect(await tierOf(owner.user.id)).toBe(5);
    expect((await owner.client.post(`/api/skill-assessments/${ownersOwn.id}/review`, { decision: 'approve', comment: '' })).statusCode).toBe(403);
  });
});

describe('the review queue', () => {
  it('is for the owner and management only', async () => {
    for (const role of ['Plumber', 'Apprentice', 'Office Staff'] as const) {
      const { client } = await registered(t.app, role);
      expect((await client.get('/api/assessment-reviews')).statusCode, role).toBe(403);
      expect((await client.post('/api/skill-assessments/1/review', { decision: 'approve', comment: '' })).statusCode, role).toBe(403);
    }
    expect((await owner.client.get('/api/assessment-reviews')).statusCode).toBe(200);
    expect((await manager.client.get('/api/assessment-reviews')).statusCode).toBe(200);
  });

  it('with review off, keeps today’s tier rule, and a review may still be added: the tier is never lowered', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const done = await selfAssess(plumber.client);
    expect(done.review).toBeNull();
    expect(await tierOf(plumber.user.id)).toBe(5);
    const queue = (await owner.client.get('/api/assessment-reviews')).json();
    expect(queue.required).toBe(false);
    expect(queue.items.find((i: { id: number }) => i.id === done.id)).toMatchObject({ awaitingReview: false });
    const res = await owner.client.post(`/api/skill-assessments/${done.id}/review`, {
      decision: 'approve',
      comment: 'Standard skills are B.',
      adjustments: STANDARD_TO_B,
    });
    expect(res.json()).toMatchObject({ assessment: { review: { agreedScore: 62 } }, tier: { id: 5 }, tierRaised: false });
    expect(await tierOf(plumber.user.id)).toBe(5);
  });

  it('cannot review an assessment still in progress', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const started = (await plumber.client.post('/api/assessments', {})).json();
    expect((await owner.client.post(`/api/skill-assessments/${started.id}/review`, { decision: 'approve', comment: '' })).statusCode).toBe(404);
  });
});
