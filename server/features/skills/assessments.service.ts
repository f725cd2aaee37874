import { eq, sql } from 'drizzle-orm';
import type { SkillAnswerBody, StartedAssessment } from '../../../core/contracts/skills';
import { ACTIVITY_TYPES } from '../../../core/contracts/skills';
import { SKILL_BY_ID, SKILLS } from '../../../core/content/skills-catalogue';
import type { SkillLevel } from '../../../core/content/skill-types';
import { tierReached } from '../../../core/rules/career';
import { isSkillLevel, pointsFor, scoreAnswers } from '../../../core/rules/scoring';
import { CAREER_TIERS, DEFAULT_TIER, type CareerTier } from '../../../core/rules/tiers';
import type { Db, DbOrTx } from '../../db/client';
import { getSettings } from '../../db/company-settings';
import { assessments, users } from '../../db/schema';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import {
  answersOf,
  findOwnAssessment,
  latestInProgress,
  lockOwnAssessment,
  recordActivity,
  toAssessment,
  upsertAnswerIfOpen,
  type AssessmentRow,
} from './assessments.repo';

const NOT_FOUND = 'Assessment not found';
const ALREADY_COMPLETED = 'This assessment is already completed and cannot be changed.';

function assertInProgress(row: AssessmentRow | undefined): AssessmentRow {
  if (!row) throw notFound(NOT_FOUND);
  if (row.status !== 'in_progress') throw conflict(ALREADY_COMPLETED);
  return row;
}

/**
 * Starts an assessment, or resumes the user's unfinished one with its answers so far, so
 * that an abandoned wizard does not leave a trail of empty assessments. The user row is
 * locked so that two quick presses cannot both create one.
 */
export async function startAssessment(db: Db, userId: number): Promise<{ created: boolean; assessment: StartedAssessment }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const existing = await latestInProgress(tx, userId);
    const row = existing ?? (await tx.insert(assessments).values({ userId, status: 'in_progress', overallScore: 0 }).returning())[0]!;
    const answers = existing ? await answersOf(tx, existing.id) : [];
    return {
      created: !existing,
      assessment: {
        ...toAssessment(row),
        answers: Object.fromEntries(answers.filter((a) => isSkillLevel(a.level)).map((a) => [String(a.skillId), a.level as SkillLevel])),
      },
    };
  });
}

/**
 * Saves one answer of the user's own in-progress assessment; the points come from the level.
 * One statement (see upsertAnswerIfOpen); why nothing was written is looked up only then.
 */
export async function saveAnswer(db: Db, userId: number, body: SkillAnswerBody) {
  const skill = SKILL_BY_ID.get(body.skillId);
  if (!skill) throw fieldError('skillId', 'Unknown skill');
  const answer = { assessmentId: body.assessmentId, skillId: skill.id, level: body.level, score: pointsFor(skill.scoring, body.level) };
  if (await upsertAnswerIfOpen(db, userId, answer)) return answer;
  assertInProgress(await findOwnAssessment(db, body.assessmentId, userId));
  throw conflict(ALREADY_COMPLETED); // completed between the write and the look-up
}

/**
 * Completes the user's own assessment with the score computed from the stored answers
 * (docs/product.md#tiers) and records the activity. Without manager review the tier is raised when the
 * score reaches a higher one (never lowered). With review required (docs/product.md#review) the
 * assessment waits in the review queue and the tier follows the score agreed at review; the
 * owner, whom nobody is above, is not held.
 */
export async function completeAssessment(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    assertInProgress(await lockOwnAssessment(tx, id, userId));
    // One after another: a transaction is one connection, and node-postgres warns (and pg@9
    // will refuse) when queries are issued on a client that is still busy.
    const answers = await answersOf(tx, id);
    const levels = new Map(answers.map((a) => [a.skillId, a.level]));
    const missing = SKILLS.filter((s) => !isSkillLevel(levels.get(s.id)));
    if (missing.length > 0) {
      const names = missing.map((s) => s.name).join(', ');
      throw badRequest(`Answer every skill before completing. Not answered: ${names}`, { skills: names });
    }
    const score = scoreAnswers(SKILLS.map((s) => ({ scoring: s.scoring, level: levels.get(s.id) as SkillLevel })));
    const [user] = await tx.select({ isOwner: users.isOwner }).from(users).where(eq(users.id, userId)).for('update');
    const held = !user?.isOwner && (await getSettings(tx)).assessmentReviewRequired;
    const [done] = await tx
      .update(assessments)
      .set({ status: 'completed', overallScore: score, completedAt: sql`now()`, reviewStatus: held ? 'pending' : null })
      .where(eq(assessments.id, id))
      .returning();
    await recordActivity(
      tx,
      userId,
      ACTIVITY_TYPES.assessmentCompleted,
      `Completed a self-assessment with an overall score of ${score}%${held ? ', waiting for a manager to review it' : ''}`,
    );
    if (!held) await raiseTier(tx, userId, score);
    return toAssessment({ ...done!, review: held ? { ...PENDING_REVIEW, adjustments: [] } : null });
  });
}

const PENDING_REVIEW = { status: 'pending', agreedScore: null, comment: null, reviewerName: null, reviewedAt: null } as const;

/**
 * Raises the user's tier to the one `score` reaches when that is higher; never lowers it
 * (docs/product.md#tiers). Records a 'tier_achieved' activity when it rises. The user's tier, after.
 */
export async function raiseTier(tx: DbOrTx, userId: number, score: number): Promise<{ tier: CareerTier; raised: boolean }> {
  const [user] = await tx.select({ currentTierId: users.currentTierId }).from(users).where(eq(users.id, userId)).for('update');
  const current = CAREER_TIERS.find((t) => t.id === user?.currentTierId) ?? DEFAULT_TIER;
  const reached = tierReached(score, CAREER_TIERS);
  if (!reached || reached.requiredScore <= current.requiredScore) return { tier: current, raised: false };
  await tx
    .update(users)
    .set({ currentTierId: reached.id, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await recordActivity(tx, userId, ACTIVITY_TYPES.tierAchieved, `Achieved the ${reached.name} tier`);
  return { tier: reached, raised: true };
}
