/** Shapes of the skill catalogue (core/content/skills-catalogue.ts). */
export const SKILL_LEVELS = ['A', 'B', 'C', 'D'] as const;
/** A is the lowest level, D the highest. */
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/**
 * How a skill's level turns into points (docs/product.md#scoring): 'standard' A1 B3 C5 D7,
 * 'other' A0 B1 C3 D5, 'optional' 0 at every level (informational only).
 */
export type SkillScoring = 'standard' | 'other' | 'optional';

export type SkillCategoryId = 8 | 9 | 10 | 11 | 999;

export interface SkillDefinition {
  /** Stable id: answers refer to it, so it never changes once released. */
  id: number;
  key: string;
  name: string;
  categoryId: SkillCategoryId;
  scoring: SkillScoring;
  description: string;
  /** What a plumber at each level does, A lowest to D highest. */
  levels: Record<SkillLevel, string>;
}

export interface SkillCategoryDefinition {
  id: SkillCategoryId;
  name: string;
  description: string;
}
