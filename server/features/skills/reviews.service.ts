import { and, eq, sql } from 'drizzle-orm';
import { OWN_ASSESSMENT_MESSAGE, type ReviewDecision, type ReviewDetail, type ReviewResult } from '../../../core/contracts/assessment-review';
import { ACTIVITY_TYPES } from '../../../core/contracts/skills';
import { SKILL_BY_ID, SKILLS } from '../../../core/content/skills-catalogue';
import type { SkillLevel } from '../../../core/content/skill-types';
import { isSkillLevel, scoreAnswers } from '../../../core/rules/scoring';
import { tierName } from '../../../core/rules/tiers';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import type { UserRow } from '../../auth/session';
import { answersOf, recordActivity, toAssessment, toReview } from './assessments.repo';
import { raiseTier } from './assessments.service';
import { findForReview, toQueueItem } from './reviews.repo';

const NOT_FOUND = 'Assessment not found';
const ALREADY_REVIEWED = 'This assessment has already been reviewed.';
const ownAssessment = () => new AppError(403, 'own_assessment', OWN_ASSESSMENT_MESSAGE);

const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** A completed assessment of someone else, still on the books, with its answers: what a reviewer opens. */
export async function reviewDetail(db: Db, reviewer: UserRow, id: number): Promise<ReviewDetail> {
  const row = await findForReview(db, id);
  if (!row || row.userRemoved) throw notFound(NOT_FOUND);
  if (row.employeeId === reviewer.id) throw ownAssessment();
  return {
    ...toQueueItem(row),
    answers: row.answers.flatMap((a) => (isSkillLevel(a.level) ? [{ skillId: a.skillId, level: a.level }] : [])),
    currentTierName: tierName(row.currentTierId),
    review: toReview(row.review),
  };
}

/**
 * A reviewer approves or returns a completed assessment of someone else (docs/product.md#review).
 * Approval scores the self-assessed levels with the reviewer's adjustments by the same rule
 * as completion (core/rules/scoring) and raises the tier to the one that score reaches, never
 * lowering it; a return records the comment for the employee and changes no tier. Decided
 * once: the row is locked, so two reviewers cannot both decide.
 */
export async function reviewAssessment(db: Db, reviewer: UserRow, id: number, body: ReviewDecision): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, id), eq(assessments.status, 'completed')))
      .for('update');
    const detail = row && (await findForReview(tx, id));
    if (!row || !detail || detail.userRemoved) throw notFound(NOT_FOUND);
    if (row.userId === reviewer.id) throw ownAssessment();
    if (row.reviewStatus === 'approved' || row.reviewStatus === 'returned') throw conflict(ALREADY_REVIEWED);

    const selfLevels = new Map((await answersOf(tx, id)).map((a) => [a.skillId, a.level]));
    const adjustments = body.adjustments.flatMap(({ skillId, level }) => {
      if (!SKILL_BY_ID.has(skillId)) throw fieldError('adjustments', 'Unknown skill');
      const selfLevel = selfLevels.get(skillId);
      if (!isSkillLevel(selfLevel)) throw fieldError('adjustments', 'That skill was not answered in this assessment.');
      return selfLevel === level ? [] : [{ skillId, selfLevel, level }];
    });
    const agreed = new Map<number, string | undefined>(selfLevels);
    for (const a of adjustments) agreed.set(a.skillId, a.level);
    const approve = body.decision === 'approve';
    const agreedScore = approve
      ? scoreAnswers(SKILLS.flatMap((s) => (isSkillLevel(agreed.get(s.id)) ? [{ scoring: s.scoring, level: agreed.get(s.id) as SkillLevel }] : [])))
      : null;

    const [done] = await tx
      .update(assessments)
      .set({
        reviewStatus: approve ? 'approved' : 'returned',
        agreedScore,
        reviewedBy: reviewer.id,
        reviewedAt: sql`now()`,
        reviewComment: body.comment || null,
        reviewAdjustments: adjustments,
      })
      .where(eq(assessments.id, id))
      .returning();
    const who = displayName(reviewer);
    await recordActivity(
      tx,
      row.userId,
      ACTIVITY_TYPES.assessmentReviewed,
      approve
        ? `Your self-assessment was reviewed by ${who}: agreed score ${agreedScore}% (self-assessed ${row.overallScore}%)`
        : `Your self-assessment was returned by ${who}: please look at it again`,
    );
    const { tier, raised } = approve
      ? await raiseTier(tx, row.userId, agreedScore!)
      : { tier: { id: detail.currentTierId, name: tierName(detail.currentTierId) }, raised: false };
    await audit(tx, {
      actorId: reviewer.id,
      action: 'assessment_reviewed',
      targetUserId: row.userId,
      details: { assessmentId: id, decision: body.decision, selfScore: row.overallScore, agreedScore, adjusted: adjustments.length, tierRaised: raised },
    });
    const review = { status: done!.reviewStatus!, agreedScore, comment: done!.reviewComment, reviewerName: who, reviewedAt: null, adjustments };
    return {
      assessment: { ...toAssessment({ ...done!, review }), review: { ...review, reviewedAt: done!.reviewedAt!.toISOString() } },
      tier: { id: tier.id, name: tier.name },
      tierRaised: raised,
    };
  });
}
