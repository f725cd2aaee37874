import type { SkillCategoryDefinition, SkillDefinition } from './skill-types';
import { ADVANCED_SKILLS, OPTIONAL_SKILLS, PROFESSIONAL_SKILLS } from './skills-professional';
import { TRADE_SKILLS } from './skills-trade';

export { SKILL_LEVELS, type SkillCategoryDefinition, type SkillCategoryId, type SkillDefinition, type SkillLevel, type SkillScoring } from './skill-types';

/**
 * The skill catalogue (docs/product.md#scoring): the one source of the skills, their
 * categories and scoring (points per level: core/rules/scoring.ts). The start-up seed copies
 * it unchanged into `skill_categories` and `skills`, which stored answers refer to and SQL
 * joins read. Ids are stable: stored answers refer to them. Both lists are in id order (the
 * API's order).
 */
export const SKILL_CATEGORIES: readonly SkillCategoryDefinition[] = [
  {
    id: 8,
    name: 'Core Safety & Tool Use',
    description: "Working safely in customers' homes and finding the real cause of every fault.",
  },
  {
    id: 9,
    name: 'Service-Specific Technical Skills',
    description: 'The trade skills behind our everyday services: drains, hot water, leaks, gas, toilets, taps, renovations and backflow.',
  },
  {
    id: 10,
    name: 'Other Skills',
    description: 'Specialist skills we record for planning jobs and training (informational only, not scored).',
  },
  {
    id: 11,
    name: 'Professional & Operational Skills',
    description: 'How you look after customers, support the team and keep every job record complete.',
  },
  {
    id: 999,
    name: 'Advanced Skills',
    description: 'Commercial gas, food premises and drain assessment work for experienced plumbers.',
  },
];

export const SKILLS: readonly SkillDefinition[] = [...TRADE_SKILLS, ...PROFESSIONAL_SKILLS, ...ADVANCED_SKILLS, ...OPTIONAL_SKILLS];

export const SKILL_BY_ID: ReadonlyMap<number, SkillDefinition> = new Map(SKILLS.map((s) => [s.id, s]));
export const SKILL_CATEGORY_BY_ID: ReadonlyMap<number, SkillCategoryDefinition> = new Map(SKILL_CATEGORIES.map((c) => [c.id, c]));
