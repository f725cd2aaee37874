import { nextGoal, tierReached } from './career';
import type { CareerTier } from './tiers';

type TierLike = Pick<CareerTier, 'id' | 'name' | 'requiredScore'>;

/** What the result screen of a finished self-assessment says: the score, what changed, what next. */
export interface AssessmentOutcome {
  score: number;
  /** The tier this score reaches on its own. */
  scoreTier: TierLike | undefined;
  /** Change in score from the previous completed assessment; null for a first one. */
  change: number | null;
  previousScore: number | null;
  /** The user's tier before and after (a tier is never lowered, docs/product.md#tiers). */
  tierBefore: TierLike | undefined;
  tierAfter: TierLike | undefined;
  tierRaised: boolean;
  /** The next tier above the user's tier, and the points the score still needs for it; null at the top. */
  next: { tier: TierLike; pointsToGo: number } | null;
}

/**
 * The outcome of an assessment just completed, from its score, the previous completed score
 * and the user's tier before and after (as the server set it).
 */
export function assessmentOutcome(input: {
  score: number;
  previousScore: number | null;
  tierBeforeId: number;
  tierAfterId: number;
  tiers: readonly TierLike[];
}): AssessmentOutcome {
  const { score, previousScore, tiers } = input;
  const byId = (id: number) => tiers.find((t) => t.id === id);
  const tierAfter = byId(input.tierAfterId);
  const goal = nextGoal(Math.max(score, tierAfter?.requiredScore ?? 0), tiers);
  return {
    score,
    scoreTier: tierReached(score, tiers),
    change: previousScore === null ? null : score - previousScore,
    previousScore,
    tierBefore: byId(input.tierBeforeId),
    tierAfter,
    tierRaised: input.tierAfterId !== input.tierBeforeId && (tierAfter?.requiredScore ?? 0) > (byId(input.tierBeforeId)?.requiredScore ?? 0),
    next: goal ? { tier: goal, pointsToGo: goal.requiredScore - score } : null,
  };
}
