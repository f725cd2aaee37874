// TEMPORARY STUB until the content helper writes the real catalogue.
export type SkillLevel = 'A' | 'B' | 'C' | 'D';
export type SkillScoring = 'standard' | 'other' | 'optional';
export interface SkillDefinition { id: number; key: string; name: string; categoryId: 8 | 9 | 10 | 11 | 999; scoring: SkillScoring; description: string; levels: Record<SkillLevel, string>; }
export interface SkillCategoryDefinition { id: 8 | 9 | 10 | 11 | 999; name: string; description: string; }
export const SKILL_CATEGORIES: readonly SkillCategoryDefinition[] = [
  { id: 8, name: 'Core Safety & Tool Use', description: 'x' },
  { id: 9, name: 'Service-Specific Technical Skills', description: 'x' },
  { id: 10, name: 'Other Skills', description: 'x' },
  { id: 11, name: 'Professional & Operational Skills', description: 'x' },
  { id: 999, name: 'Advanced Skills', description: 'x' },
];
const L = { A: 'a', B: 'b', C: 'c', D: 'd' };
const spec: Array<[number, 8|9|10|11|999, SkillScoring]> = [];
for (let i = 1; i <= 2; i++) spec.push([i, 8, 'standard']);
for (let i = 3; i <= 13; i++) spec.push([i, 9, 'standard']);
for (let i = 14; i <= 16; i++) spec.push([i, 11, 'other']);
for (let i = 17; i <= 22; i++) spec.push([i, 999, 'other']);
for (let i = 23; i <= 26; i++) spec.push([i, 10, 'optional']);
export const SKILLS: readonly SkillDefinition[] = spec.map(([id, categoryId, scoring]) => ({ id, key: `s${id}`, name: `Skill ${id}`, categoryId, scoring, description: 'x', levels: L }));
