import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILLS, type SkillLevel } from '../../../core/content/skills-catalogue';
import { seedDatabase } from '../../db/seed';
import { activities, assessments, careerTiers, skillAssessments, skills as skillsTable, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { onPostgres } from '../../test/database';
import { registered } from '../../test/factories';

/** Resolves once a session of this test's database waits on a lock: the answer has reached the held row. */
async function waitUntilSomeoneWaitsOnALock(): Promise<void> {
  const query = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 10))) {
    const { rows } = (await t.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
    if (rows[0]!.n > 0) return;
    if (Date.now() > deadline) throw new Error('the answer never waited on the completion');
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function start(client: TestClient): Promise<number> {
  const res = await client.post('/api/assessments', { status: 'in_progress', overallScore: 0 });
  expect([200, 201]).toContain(res.statusCode);
  return res.json().id as number;
}

async function answerAll(client: TestClient, assessmentId: number, level: (skill: (typeof SKILLS)[number]) => SkillLevel) {
  for (const skill of SKILLS) {
    const res = await client.post('/api/skill-assessments', { assessmentId, skillId: skill.id, level: level(skill) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const activityTypes = async (userId: number) => (await t.db.select().from(activities).where(eq(activities.userId, userId))).map((a) => a.type).sort();

describe('skills catalogue API', () => {
  it('lists the 26 skills, the five categories and the tiers by required score', async () => {
    const { client } = await registered(t.app, 'Apprentice');
    const skills = (await client.get('/api/skills')).json();
    expect(skills).toHaveLength(26);
    expect(skills[0]).toMatchObject({ id: 1, name: 'Core Safety', categoryId: 8, scoring: 'standard' });
    expect(Object.keys(skills[0].levels)).toEqual(['A', 'B', 'C', 'D']);
    expect((await client.get('/api/skill-categories')).json().map((c: { id: number }) => c.id)).toEqual([8, 9, 10, 11, 999]);
    const tiers = (await client.get('/api/career-tiers')).json();
    expect(tiers.map((x: { name: string; requiredScore: number }) => [x.name, x.requiredScore])).toEqual([
      ['Entry Level', 0],
      ['Developing Plumber', 40],
      ['Plumber', 55],
      ['Excel Plumber', 70],
      ['Expert Plumber', 85],
    ]);
  });

  it('seeds the catalogue idempotently, keeping it in step with the code', async () => {
    await t.db.update(skillsTable).set({ name: 'Edited' }).where(eq(skillsTable.id, 5));
    await seedDatabase(t.db, t.config);
    await seedDatabase(t.db, t.config);
    const rows = await t.db.select().from(skillsTable);
    expect(rows).toHaveLength(26);
    expect(rows.find((r) => r.id === 5)!.name).toBe(SKILLS.find((s) => s.id === 5)!.name);
    expect(await t.db.select().from(careerTiers)).toHaveLength(5);
  });

  it('rewrites only the reference rows that differ from the code', async () => {
    const versions = async (table: string) =>
      Object.fromEntries(
        ((await t.db.execute(sql.raw(`SELECT id, xmin::text AS v FROM ${table} ORDER BY id`))) as unknown as { rows: { id: number; v: string }[] }).rows.map(
          (r) => [r.id, r.v],
        ),
      );
    await seedDatabase(t.db, t.config);
    const before = { skills: await versions('skills'), tiers: await versions('career_tiers'), categories: await versions('skill_categories') };
    await t.db
      .update(skillsTable)
      .set({ levels: { A: 'a', B: 'b', C: 'c', D: 'd' } })
      .where(eq(skillsTable.id, 7));
    await t.db.update(careerTiers).set({ requiredScore: 999 }).where(eq(careerTiers.id, 3));
    await seedDatabase(t.db, t.config);
    const skillsAfter = await versions('skills');
    const tiersAfter = await versions('career_tiers');
    expect((await t.db.select().from(skillsTable).where(eq(skillsTable.id, 7)))[0]!.levels).toEqual(SKILLS.find((s) => s.id === 7)!.levels);
    expect((await t.db.select().from(careerTiers).where(eq(careerTiers.id, 3)))[0]!.requiredScore).not.toBe(999);
    // The edited rows were put back; every other row is the same row version as before.
    expect(Object.keys(skillsAfter).filter((id) => skillsAfter[id] !== before.skills[id])).toEqual(['7']);
    expect(Object.keys(tiersAfter).filter((id) => tiersAfter[id] !== before.tiers[id])).toEqual(['3']);
    expect(await versions('skill_categories')).toEqual(before.categories);
  });
});

describe('self-assessment API', () => {
  it('completes with the server score, ignoring a tampered score, and raises the tier', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const started = await client.post('/api/assessments', { status: 'in_progress', overallScore: 99 });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: 'in_progress', overallScore: 0, completedAt: null, answers: {} });
    const id = started.json().id as number;
    await answerAll(client, id, (s) => (s.scoring === 'standard' ? 'C' : 'B'));

    const done = await client.patch(`/api/assessments/${id}`, { status: 'completed', overallScore: 100, completedAt: '2020-01-01T00:00:00Z' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'completed', overallScore: 54 });
    expect(new Date(done.json().completedAt).getFullYear()).toBeGreaterThanOrEqual(2026);
    const me = (await client.get('/api/auth/user')).json();
    expect(me).toMatchObject({ currentTierId: 2, currentTier: 'Developing Plumber' });
    expect(await activityTypes(user.id)).toEqual(['assessment_completed', 'tier_achieved']);
  });

  it('answers all D -> 100 and Expert Plumber; a later lower score never lowers the tier', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const first = await start(client);
    await answerAll(client, first, () => 'D');
    expect((await client.patch(`/api/assessments/${first}`, { status: 'completed' })).json().overallScore).toBe(100);
    expect((await client.get('/api/auth/user')).json().currentTierId).toBe(5);

    const second = await start(client);
    expect(second).not.toBe(first);
    await answerAll(client, second, () => 'A');
    expect((await client.patch(`/api/assessments/${second}`, { status: 'completed', overallScore: 100 })).json().overallScore).toBe(10);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ currentTierId: 5, currentTier: 'Expert Plumber' });
    expect(await activityTypes(user.id)).toEqual(['assessment_completed', 'assessment_completed', 'tier_achieved']);

    const list = (await client.get('/api/assessments')).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([second, first]);
  });

  it('keeps one answer per skill and resumes an unfinished assessment with its answers', async () => {
    const { client } = await registered(t.app, 'Apprentice');
    const id = await start(client);
    await client.post('/api/skill-assessments', { assessmentId: id, skillId: 3, level: 'A' });
    const again = await client.post('/api/skill-assessments', { assessmentId: id, skillId: 3, level: 'C', score: 999 });
    expect(again.json()).toEqual({ assessmentId: id, skillId: 3, level: 'C', score: 5 });
    const rows = await t.db.select().from(skillAssessments).where(eq(skillAssessments.assessmentId, id));
    expect(rows.map((r) => [r.skillId, r.level, r.score])).toEqual([[3, 'C', 5]]);

    const resumed = await client.post('/api/assessments', {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id, answers: { '3': 'C' } });
  });

  it('refuses to complete with unanswered skills, naming them, and changes nothing', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const id = await start(client);
    for (const skill of SKILLS.slice(0, 24)) await client.post('/api/skill-assessments', { assessmentId: id, skillId: skill.id, level: 'D' });
    const res = await client.patch(`/api/assessments/${id}`, { status: 'completed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Answer every skill before completing. Not answered: Roof Plumbing, Excavator Operation');
    const [row] = await t.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ status: 'in_progress', overallScore: 0, completedAt: null });
    expect(await activityTypes(user.id)).toEqual([]);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const id = await start(client);
    const bad = [
      { assessmentId: id, skillId: 1, level: 'E' },
      { assessmentId: id, skillId: 1, level: 'a' },
      { assessmentId: id, skillId: 1 },
      { assessmentId: id, skillId: 9999, level: 'A' },
      { assessmentId: 'abc', skillId: 1, level: 'A' },
      { assessmentId: id, skillId: 1.5, level: 'A' },
      { assessmentId: id, skillId: -1, level: 'A' },
    ];
    for (const body of bad) {
      const res = await client.post('/api/skill-assessments', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await client.post('/api/skill-assessments', { assessmentId: id, skillId: 1, level: 'E' })).json().fields).toEqual({
      level: 'Level must be one of A, B, C or D',
    });
    expect((await client.post('/api/skill-assessments', { assessmentId: id, skillId: 9999, level: 'A' })).json().fields).toEqual({ skillId: 'Unknown skill' });
    expect((await client.post('/api/skill-assessments', { assessmentId: 2_000_000, skillId: 1, level: 'A' })).statusCode).toBe(404);
    expect((await t.db.select().from(skillAssessments).where(eq(skillAssessments.assessmentId, id))).length).toBe(0);

    expect((await client.patch('/api/assessments/abc', { status: 'completed' })).statusCode).toBe(400);
    expect((await client.patch('/api/assessments/1;drop', { status: 'completed' })).statusCode).toBe(400);
    expect((await client.patch(`/api/assessments/${id}`, { status: 'draft' })).statusCode).toBe(400);
    expect((await client.patch(`/api/assessments/${id}`, {})).statusCode).toBe(400);
  });

  it('refuses to change a completed assessment', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const id = await start(client);
    await answerAll(client, id, () => 'B');
    expect((await client.patch(`/api/assessments/${id}`, { status: 'completed' })).statusCode).toBe(200);
    const change = await client.post('/api/skill-assessments', { assessmentId: id, skillId: 1, level: 'D' });
    expect(change.statusCode).toBe(409);
    expect((await client.patch(`/api/assessments/${id}`, { status: 'completed' })).statusCode).toBe(409);
    const [answer] = await t.db
      .select()
      .from(skillAssessments)
      .where(and(eq(skillAssessments.assessmentId, id), eq(skillAssessments.skillId, 1)));
    expect(answer!.level).toBe('B');
  });

  it('completes once when two completions race', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const id = await start(client);
    await answerAll(client, id, () => 'C');
    const results = await Promise.all([1, 2, 3].map(() => client.patch(`/api/assessments/${id}`, { status: 'completed' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await activityTypes(user.id)).toEqual(['assessment_completed', 'tier_achieved']);
  });

  // Only PostgreSQL runs the answer beside the completion; PGlite would run them one after the other.
  it.runIf(onPostgres)('holds an answer while a completion is in progress, then writes nothing (PostgreSQL)', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const id = await start(client);
    await answerAll(client, id, () => 'A');
    let answer: ReturnType<TestClient['post']> | undefined;
    // Another process completing the assessment: it holds the row, as completeAssessment does.
    await t.db.transaction(async (tx) => {
      await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
      answer = client.post('/api/skill-assessments', { assessmentId: id, skillId: 1, level: 'D' });
      await waitUntilSomeoneWaitsOnALock();
      await tx.update(assessments).set({ status: 'completed' }).where(eq(assessments.id, id));
    });
    expect((await answer!).statusCode).toBe(409);
    const [stored] = await t.db
      .select()
      .from(skillAssessments)
      .where(and(eq(skillAssessments.assessmentId, id), eq(skillAssessments.skillId, 1)));
    expect(stored!.level).toBe('A');
  });

  it("never lets anyone read or write another user's assessment", async () => {
    const owner = await registered(t.app, 'Owner');
    const plumber = await registered(t.app, 'Plumber');
    const id = await start(plumber.client);
    await answerAll(plumber.client, id, () => 'D');
    for (const other of [owner, await registered(t.app, 'Management'), await registered(t.app, 'Apprentice')]) {
      expect((await other.client.post('/api/skill-assessments', { assessmentId: id, skillId: 1, level: 'A' })).statusCode).toBe(404);
      expect((await other.client.patch(`/api/assessments/${id}`, { status: 'completed' })).statusCode).toBe(404);
      expect((await other.client.get('/api/assessments')).json().map((a: { id: number }) => a.id)).not.toContain(id);
      expect((await other.client.get('/api/dashboard')).json().latestAssessment).toBeNull();
    }
    const [row] = await t.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row!.status).toBe('in_progress');
    const [answer] = await t.db
      .select()
      .from(skillAssessments)
      .where(and(eq(skillAssessments.assessmentId, id), eq(skillAssessments.skillId, 1)));
    expect(answer!.level).toBe('D');
    const [plumberRow] = await t.db.select().from(users).where(eq(users.id, plumber.user.id));
    expect(plumberRow!.currentTierId).toBe(1);
  });
});
