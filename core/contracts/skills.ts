import { z } from 'zod';
import { SKILL_LEVELS } from '../content/skill-types';

/** Contracts of the skills, assessment, career and dashboard calls (docs/product.md#assessments). */

export const skillLevelSchema = z.enum(SKILL_LEVELS, { error: 'Level must be one of A, B, C or D' });

export const skillSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number(),
  scoring: z.enum(['standard', 'other', 'optional']),
  levels: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillCategorySchema = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const careerTierSchema = z.object({ id: z.number(), name: z.string(), requiredScore: z.number(), description: z.string() });
export type CareerTierDto = z.infer<typeof careerTierSchema>;

export const assessmentStatusSchema = z.enum(['in_progress', 'completed']);

export const REVIEW_STATUSES = ['pending', 'approved', 'returned'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A manager's review of a completed self-assessment (docs/product.md#review). 'pending': completed
 * while review was required, the tier waits; the rest is filled in once a reviewer decided.
 */
export const assessmentReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** The server's score of the agreed levels; null unless approved. */
  agreedScore: z.number().nullable(),
  comment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Skills whose level the reviewer changed. */
  adjustments: z.array(z.object({ skillId: z.number(), selfLevel: skillLevelSchema, level: skillLevelSchema })),
});
export type AssessmentReview = z.infer<typeof assessmentReviewSchema>;

export const assessmentSchema = z.object({
  id: z.number(),
  status: assessmentStatusSchema,
  /** The self-assessed score. */
  overallScore: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  review: assessmentReviewSchema.nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** POST /api/assessments answers the (new or resumed) in-progress assessment with its answers so far. */
export const startedAssessmentSchema = assessmentSchema.extend({
  answers: z.record(z.string(), skillLevelSchema),
});
export type StartedAssessment = z.infer<typeof startedAssessmentSchema>;

/**
 * A browser may still send status and overallScore; both are ignored: an assessment always
 * starts in progress with score 0.
 */
export const createAssessmentBody = z.object({ status: z.unknown().optional(), overallScore: z.unknown().optional() }).optional();

/** PATCH /api/assessments/:id completes; a score or time sent by the browser is ignored (docs/product.md#scoring). */
export const completeAssessmentBody = z.object({
  status: z.literal('completed', { error: "Status must be 'completed'" }),
  overallScore: z.unknown().optional(),
  completedAt: z.unknown().optional(),
});
export type CompleteAssessmentBody = z.infer<typeof completeAssessmentBody>;

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST /api/skill-assessments: one answer; the server derives the points from the level. */
export const skillAnswerBody = z.object({
  assessmentId: positiveId('Assessment is required'),
  skillId: positiveId('Skill is required'),
  level: skillLevelSchema,
});
export type SkillAnswerBody = z.infer<typeof skillAnswerBody>;

export const skillAnswerSchema = z.object({ assessmentId: z.number(), skillId: z.number(), level: skillLevelSchema, score: z.number() });

export const activitySchema = z.object({ id: z.number(), type: z.string(), description: z.string(), createdAt: z.string() });
export type Activity = z.infer<typeof activitySchema>;

export const categoryResultSchema = z.object({
  categoryId: z.number(),
  categoryName: z.string(),
  description: z.string(),
  averageScore: z.number(),
  skillResults: z.array(z.object({ skillId: z.number(), skillName: z.string(), score: z.number(), tier: skillLevelSchema })),
});
export type CategoryResult = z.infer<typeof categoryResultSchema>;

/** GET /api/dashboard (docs/product.md#dashboard). */
export const dashboardSchema = z.object({
  user: z.object({
    id: z.number(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    currentTierId: z.number(),
    tierDetails: careerTierSchema,
  }),
  latestAssessment: z
    .object({ id: z.number(), overallScore: z.number(), completedAt: z.string().nullable(), review: assessmentReviewSchema.nullable() })
    .nullable(),
  trainingProgress: z.array(z.object({ id: z.number(), trainingMaterialId: z.number(), completed: z.boolean(), progress: z.number() })),
  /** Active training modules: the Training Progress card's total. */
  trainingTotal: z.number(),
  assessmentResults: z.array(categoryResultSchema),
  recentActivities: z.array(activitySchema),
  nextReview: z.object({ dueAt: z.string().nullable(), daysRemaining: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export { ACTIVITY_TYPES } from '../rules/activities';

export { skillEndpoints } from './skills-endpoints';
