import { z } from 'zod';
import { ROLES } from '../rules/roles';
import { ownerPinBody } from './admin';
import { assessmentReviewSchema, assessmentSchema, skillLevelSchema } from './skills';

/** Contracts of manager review of self-assessments (docs/product.md#review). */

export const REVIEW_COMMENT_MAX = 2000;
export const RETURN_NEEDS_COMMENT = 'Say what the employee should look at again.';
export const ADJUSTMENT_NEEDS_COMMENT = 'Explain the levels you changed in the comment.';
export const OWN_ASSESSMENT_MESSAGE = 'You cannot review your own assessment.';

/** GET /api/settings/assessment-review: whether a completed self-assessment waits for review before it raises the tier. */
export const assessmentReviewSettingSchema = z.object({ required: z.boolean() });
export type AssessmentReviewSetting = z.infer<typeof assessmentReviewSettingSchema>;

/** PUT /api/settings/assessment-review (owner, owner PIN). */
export const updateAssessmentReviewBody = ownerPinBody.extend({ required: z.boolean({ error: 'Choose on or off' }) });

/** One completed assessment as the review queue lists it. */
export const reviewQueueItemSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  employeeRole: z.enum(ROLES).nullable(),
  /** The self-assessed score. */
  selfScore: z.number(),
  completedAt: z.string().nullable(),
  /** Completed while review was required: the employee's tier waits for this review. */
  awaitingReview: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** GET /api/assessment-reviews (Owner, Management): waiting first, then other unreviewed completed assessments. */
export const reviewQueueSchema = z.object({ required: z.boolean(), items: z.array(reviewQueueItemSchema) });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/assessment-reviews/:id: one completed assessment with its answers, to review. */
export const reviewDetailSchema = reviewQueueItemSchema.extend({
  answers: z.array(z.object({ skillId: z.number(), level: skillLevelSchema })),
  currentTierName: z.string(),
  review: assessmentReviewSchema.nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

const skillId = z.number({ error: 'Skill is required' }).int().positive().max(2_147_483_647);

/**
 * POST /api/skill-assessments/:id/review. The body carries levels, never a score: the agreed
 * score is computed on the server (a score sent here is dropped by the schema).
 */
export const reviewBody = z
  .object({
    decision: z.enum(['approve', 'return'], { error: "Decision must be 'approve' or 'return'" }),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX, `Must be at most ${REVIEW_COMMENT_MAX} characters`).default(''),
    adjustments: z
      .array(z.object({ skillId, level: skillLevelSchema }))
      .max(100)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'return' && !body.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: RETURN_NEEDS_COMMENT });
    if (body.decision === 'return' && body.adjustments.length > 0)
      ctx.addIssue({ code: 'custom', path: ['adjustments'], message: 'A returned assessment keeps its levels: say what to change in the comment.' });
    if (body.adjustments.length > 0 && !body.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: ADJUSTMENT_NEEDS_COMMENT });
    if (new Set(body.adjustments.map((a) => a.skillId)).size !== body.adjustments.length)
      ctx.addIssue({ code: 'custom', path: ['adjustments'], message: 'Each skill may be adjusted once.' });
  });
/** What the browser sends. */
export type ReviewBody = z.input<typeof reviewBody>;
/** The body as the route hands it on, defaults filled in. */
export type ReviewDecision = z.output<typeof reviewBody>;

export const reviewResultSchema = z.object({
  assessment: assessmentSchema,
  tier: z.object({ id: z.number(), name: z.string() }),
  tierRaised: z.boolean(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export { assessmentReviewEndpoints } from './assessment-review-endpoints';
