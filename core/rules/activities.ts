/**
 * Activity types with their own icon (docs/product.md#dashboard). Here rather than in
 * contracts/skills.ts (which re-exports them) so that the dashboard does not load zod.
 */
export const ACTIVITY_TYPES = {
  assessmentCompleted: 'assessment_completed',
  trainingCompleted: 'training_completed',
  tierAchieved: 'tier_achieved',
  assessmentReviewed: 'assessment_reviewed',
} as const;
