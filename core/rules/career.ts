import { LIMITS } from '../limits';
import type { CareerTier } from './tiers';

type TierLike = Pick<CareerTier, 'id' | 'requiredScore'>;

/** Tiers lowest first: by required score, then id. */
export const byRequired = <T extends TierLike>(tiers: readonly T[]): T[] => [...tiers].sort((a, b) => a.requiredScore - b.requiredScore || a.id - b.id);

/** The highest tier whose required score the score reaches (the lowest tier when none). */
export function tierReached<T extends TierLike>(score: number, tiers: readonly T[]): T | undefined {
  const sorted = byRequired(tiers);
  return sorted.filter((t) => score >= t.requiredScore).at(-1) ?? sorted[0];
}

/** The first tier whose required score is above the score, or null at the top ('Max Level'). */
export function nextGoal<T extends TierLike>(score: number, tiers: readonly T[]): T | null {
  return byRequired(tiers).find((t) => t.requiredScore > score) ?? null;
}

/** Tier progress bar: min(100, score / required * 100); a tier requiring 0 is full. */
export function tierProgress(score: number, requiredScore: number): number {
  if (requiredScore <= 0) return 100;
  return Math.min(100, Math.max(0, (score / requiredScore) * 100));
}

/** Wizard progress: (step number / number of steps) * 100, step numbers from 1. */
export function wizardPercent(stepNumber: number, steps: number): number {
  return steps <= 0 ? 0 : Math.round((stepNumber / steps) * 100);
}

const DAY_MS = 86_400_000;

export interface NextReview {
  /** ISO time the next quarterly review is due; null before any completed assessment. */
  dueAt: string | null;
  /** Whole days until due; 0 when due now or overdue. */
  daysRemaining: number;
}

/** docs/product.md#next-review: the last completed assessment + 91 days; due now when there is none. */
export function nextReview(lastCompletedAt: Date | null, now: Date): NextReview {
  if (!lastCompletedAt) return { dueAt: null, daysRemaining: 0 };
  const due = new Date(lastCompletedAt.getTime() + LIMITS.nextReviewDays * DAY_MS);
  return { dueAt: due.toISOString(), daysRemaining: Math.max(0, Math.ceil((due.getTime() - now.getTime()) / DAY_MS)) };
}

/** 'N days' (or '1 day'), or 'Due now'. */
export function nextReviewLabel(daysRemaining: number): string {
  if (daysRemaining <= 0) return 'Due now';
  return daysRemaining === 1 ? '1 day' : `${daysRemaining} days`;
}

/** Weekly bonus: the tier's rate applies only to revenue above the weekly target. */
export function weeklyBonus(revenue: number, weeklyTarget: number, bonusRate: number): number {
  return Math.round(Math.max(0, revenue - weeklyTarget) * bonusRate * 100) / 100;
}
