import { describe, expect, it } from 'vitest';
import { bonusExample, TIER_OVERVIEW } from '../content/tier-overview';
import { nextGoal, nextReview, nextReviewLabel, tierProgress, tierReached, weeklyBonus, wizardPercent } from './career';
import { CAREER_TIERS } from './tiers';

describe('career tiers', () => {
  it('reaches the highest tier whose required score the score meets', () => {
    expect(tierReached(0, CAREER_TIERS)?.name).toBe('Entry Level');
    expect(tierReached(39, CAREER_TIERS)?.name).toBe('Entry Level');
    expect(tierReached(40, CAREER_TIERS)?.name).toBe('Developing Plumber');
    expect(tierReached(69, CAREER_TIERS)?.name).toBe('Plumber');
    expect(tierReached(70, CAREER_TIERS)?.name).toBe('Excel Plumber');
    expect(tierReached(100, CAREER_TIERS)?.name).toBe('Expert Plumber');
  });
  it('sets the next goal to the first tier above the score, or none at the top', () => {
    expect(nextGoal(0, CAREER_TIERS)?.name).toBe('Developing Plumber');
    expect(nextGoal(55, CAREER_TIERS)?.name).toBe('Excel Plumber');
    expect(nextGoal(85, CAREER_TIERS)).toBeNull();
  });
  it('fills the tier progress bar to min(100, score / required * 100)', () => {
    expect(tierProgress(35, 70)).toBe(50);
    expect(tierProgress(90, 70)).toBe(100);
    expect(tierProgress(10, 0)).toBe(100);
  });
  it('shows wizard progress per step', () => {
    expect(wizardPercent(1, 5)).toBe(20);
    expect(wizardPercent(5, 5)).toBe(100);
  });
});

describe('next review', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('is due 91 days after the last completed assessment', () => {
    const r = nextReview(new Date('2026-11-01T00:00:00Z'), now);
    expect(r.dueAt).toBe('2027-01-31T00:00:00.000Z');
    expect(r.daysRemaining).toBe(69);
    expect(nextReviewLabel(r.daysRemaining)).toBe('69 days');
  });
  it('is due now with no completed assessment or when overdue', () => {
    expect(nextReview(null, now)).toEqual({ dueAt: null, daysRemaining: 0 });
    expect(nextReview(new Date('2026-01-01T00:00:00Z'), now).daysRemaining).toBe(0);
    expect(nextReviewLabel(0)).toBe('Due now');
    expect(nextReviewLabel(1)).toBe('1 day');
  });
});

describe('tier overview bonus', () => {
  it('pays the rate only on revenue above the weekly target', () => {
    expect(weeklyBonus(14_000, 10_000, 0.1)).toBe(400);
    expect(weeklyBonus(9_000, 10_000, 0.1)).toBe(0);
  });
  it('has the spec figures for tiers A to D and computes each example', () => {
    expect(TIER_OVERVIEW.map((t) => [t.letter, t.name, t.salary, t.weeklyTarget, t.bonusRate])).toEqual([
      ['A', 'Developing Plumber', 85_000, 10_000, 0.1],
      ['B', 'Plumber', 100_000, 12_500, 0.15],
      ['C', 'Excel Plumber', 115_000, 15_000, 0.2],
      ['D', 'Expert Plumber', 130_000, 17_500, 0.25],
    ]);
    expect(TIER_OVERVIEW.map((t) => bonusExample(t).bonus)).toEqual([400, 525, 800, 1125]);
    expect(TIER_OVERVIEW.find((t) => t.letter === 'D')?.pathToImprovement).toBeNull();
  });
});
