import type { SkillLevel, SkillScoring } from '../content/skill-types';

/**
 * Points per level (docs/product.md#scoring). 13 standard skills x 7 + 9 'other' skills x 5 = 136,
 * so answering D everywhere scores exactly 100.
 */
export const LEVEL_POINTS: Record<SkillScoring, Record<SkillLevel, number>> = {
  standard: { A: 1, B: 3, C: 5, D: 7 },
  other: { A: 0, B: 1, C: 3, D: 5 },
  optional: { A: 0, B: 0, C: 0, D: 0 },
};

export const SCORE_DIVISOR = 136;

/** Points a skill earns at a level. */
export function pointsFor(scoring: SkillScoring, level: SkillLevel): number {
  return LEVEL_POINTS[scoring][level];
}

/** Most points a skill of a scoring kind can earn (its points at D); 0 for an unknown kind. */
export function maxPoints(scoring: string): number {
  return Object.hasOwn(LEVEL_POINTS, scoring) ? LEVEL_POINTS[scoring as SkillScoring].D : 0;
}

/** Overall score in percent: round(total points / 136 * 100). */
export function overallScore(totalPoints: number): number {
  return Math.round((totalPoints / SCORE_DIVISOR) * 100);
}

/** Overall score of a set of answers. */
export function scoreAnswers(answers: ReadonlyArray<{ scoring: SkillScoring; level: SkillLevel }>): number {
  return overallScore(answers.reduce((sum, a) => sum + pointsFor(a.scoring, a.level), 0));
}

/**
 * One skill's result in percent of what that skill can earn (the dashboard's per-skill
 * bar). Optional skills earn nothing, so they show 0.
 */
export function skillPercent(scoring: SkillScoring, level: SkillLevel): number {
  const max = maxPoints(scoring);
  return max === 0 ? 0 : Math.round((pointsFor(scoring, level) / max) * 100);
}

/** Rounded average of skill percentages; 0 for none. */
export function averageScore(scores: readonly number[]): number {
  return scores.length === 0 ? 0 : Math.round(scores.reduce((s, v) => s + v, 0) / scores.length);
}

export function isSkillLevel(value: unknown): value is SkillLevel {
  return value === 'A' || value === 'B' || value === 'C' || value === 'D';
}

/** Sort key of skill categories: by id, with Advanced Skills (999) last (docs/product.md#scoring). */
export function categoryOrder(categoryId: number): number {
  return categoryId === 999 ? Number.MAX_SAFE_INTEGER : categoryId;
}
