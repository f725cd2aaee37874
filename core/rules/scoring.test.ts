import { describe, expect, it } from 'vitest';
import { SKILL_BY_ID, SKILL_CATEGORIES, SKILL_CATEGORY_BY_ID, SKILLS, type SkillLevel } from '../content/skills-catalogue';
import { averageScore, maxPoints, overallScore, pointsFor, SCORE_DIVISOR, scoreAnswers, skillPercent } from './scoring';

const answerAll = (level: SkillLevel) => SKILLS.map((s) => ({ scoring: s.scoring, level }));

describe('skill catalogue', () => {
  it('has the 26 skills of DECISIONS §6 with unique ids and keys in known categories', () => {
    expect(SKILLS).toHaveLength(26);
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(26);
    expect(new Set(SKILLS.map((s) => s.key)).size).toBe(26);
    const count = (id: number) => SKILLS.filter((s) => s.categoryId === id).length;
    expect([8, 9, 11, 999, 10].map(count)).toEqual([2, 11, 3, 6, 4]);
    expect(SKILL_CATEGORIES.map((c) => c.id)).toEqual([8, 9, 10, 11, 999]);
  });
  it('lists skills in id order (the API sends them as listed) and looks them up by id', () => {
    expect(SKILLS.map((s) => s.id)).toEqual([...SKILLS.map((s) => s.id)].sort((a, b) => a - b));
    expect(SKILL_BY_ID.get(7)).toBe(SKILLS.find((s) => s.id === 7));
    expect(SKILL_CATEGORY_BY_ID.get(999)?.name).toBe('Advanced Skills');
    for (const s of SKILLS) expect(SKILL_CATEGORY_BY_ID.has(s.categoryId), s.key).toBe(true);
  });
  it('gives every skill a description and four distinct level descriptions', () => {
    for (const s of SKILLS) {
      expect(s.description.length, s.key).toBeGreaterThan(40);
      expect(new Set(Object.values(s.levels)).size, s.key).toBe(4);
    }
  });
  it('scores by category as spec part 1 §9 says', () => {
    for (const s of SKILLS) {
      const expected = s.categoryId === 8 || s.categoryId === 9 ? 'standard' : s.categoryId === 10 ? 'optional' : 'other';
      expect(s.scoring, s.key).toBe(expected);
    }
  });
  it('takes the most a skill can earn from its points at D', () => {
    expect([maxPoints('standard'), maxPoints('other'), maxPoints('optional'), maxPoints('unknown'), maxPoints('toString')]).toEqual([7, 5, 0, 0, 0]);
  });
  it('adds up to the 136 divisor when every skill is at D', () => {
    expect(SKILLS.reduce((sum, s) => sum + pointsFor(s.scoring, 'D'), 0)).toBe(SCORE_DIVISOR);
  });
});

describe('scoring', () => {
  it('scores all D as 100 and all A as 10', () => {
    expect(scoreAnswers(answerAll('D'))).toBe(100);
    expect(scoreAnswers(answerAll('A'))).toBe(10); // 13 / 136 = 9.56%
  });
  it('scores all B and all C', () => {
    expect(scoreAnswers(answerAll('B'))).toBe(35); // (39 + 9) / 136
    expect(scoreAnswers(answerAll('C'))).toBe(68); // (65 + 27) / 136
  });
  it('gives optional skills 0 points at every level', () => {
    for (const level of ['A', 'B', 'C', 'D'] as const) expect(pointsFor('optional', level)).toBe(0);
    const withOptionalD = SKILLS.map((s) => ({ scoring: s.scoring, level: (s.scoring === 'optional' ? 'D' : 'A') as SkillLevel }));
    expect(scoreAnswers(withOptionalD)).toBe(scoreAnswers(answerAll('A')));
  });
  it('scores a mixed assessment: standard at C, others at B', () => {
    const mixed = SKILLS.map((s) => ({ scoring: s.scoring, level: (s.scoring === 'standard' ? 'C' : 'B') as SkillLevel }));
    expect(scoreAnswers(mixed)).toBe(Math.round(((13 * 5 + 9 * 1) / 136) * 100)); // 54
    expect(scoreAnswers(mixed)).toBe(54);
  });
  it('rounds half up as Math.round does', () => {
    expect(overallScore(68)).toBe(50);
    expect(overallScore(0)).toBe(0);
  });
  it('shows each skill as a percentage of what it can earn', () => {
    expect(['A', 'B', 'C', 'D'].map((l) => skillPercent('standard', l as SkillLevel))).toEqual([14, 43, 71, 100]);
    expect(['A', 'B', 'C', 'D'].map((l) => skillPercent('other', l as SkillLevel))).toEqual([0, 20, 60, 100]);
    expect(skillPercent('optional', 'D')).toBe(0);
    expect(averageScore([14, 43])).toBe(29);
    expect(averageScore([])).toBe(0);
  });
});
