import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPercent } from '../content/money';
import { bonusExample, TIER_OVERVIEW } from '../content/tier-overview';
import { byRequired, nextGoal, nextReview, nextReviewLabel, tierProgress, tierReached, weeklyBonus, wizardPercent } from './career';
import { CAREER_TIERS, PAID_TIERS, tierRecord } from './tiers';

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

describe('the tier table', () => {
  it('holds each tier once: id, name, required score and, from Developing Plumber up, letter and pay', () => {
    expect(CAREER_TIERS.map((t) => [t.id, t.name, t.requiredScore, t.pay?.letter ?? null])).toEqual([
      [1, 'Entry Level', 0, null],
      [2, 'Developing Plumber', 40, 'A'],
      [3, 'Plumber', 55, 'B'],
      [4, 'Excel Plumber', 70, 'C'],
      [5, 'Expert Plumber', 85, 'D'],
    ]);
    expect(PAID_TIERS.map((t) => t.pay.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(byRequired(CAREER_TIERS).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(tierRecord(CAREER_TIERS[1]))).toEqual(['id', 'name', 'requiredScore', 'description']);
  });

  it('is where the Tier Overview takes its names, pay, target and rate from', () => {
    expect(TIER_OVERVIEW.map((t) => [t.letter, t.name, t.salary, t.weeklyTarget, t.bonusRate])).toEqual(
      PAID_TIERS.map((t) => [t.pay.letter, t.name, t.pay.salary, t.pay.weeklyTarget, t.pay.bonusRate]),
    );
    expect(TIER_OVERVIEW.map((t) => t.title)).toEqual(PAID_TIERS.map((t) => `Tier ${t.pay.letter}: ${t.name}`));
  });

  it("writes each path to improvement against the next tier's required score and weekly target", () => {
    const paths = TIER_OVERVIEW.map((t) => t.pathToImprovement);
    expect(paths[0]).toContain('Reach a self-assessment score of 55% or more with your supervisor agreeing the ratings');
    expect(paths[0]).toContain('Average $12,500 a week for a full quarter');
    expect(paths[1]).toContain('Average $15,000 a week for a full quarter with a five-star review rate above 80%');
    expect(paths[2]).toContain('Reach a self-assessment score of 85% or more, including the Advanced Skills');
    TIER_OVERVIEW.slice(0, -1).forEach((tier, i) => {
      const next = PAID_TIERS[i + 1]!;
      expect(tier.pathToImprovement?.join(' '), tier.letter).toContain(`${next.requiredScore}% or more`);
      expect(tier.pathToImprovement?.join(' '), tier.letter).toContain(`Average ${formatCurrency(next.pay.weeklyTarget)} a week`);
    });
  });

  it('gives every worked example a week above target, so it shows a bonus', () => {
    for (const t of TIER_OVERVIEW) expect(bonusExample(t).bonus, t.letter).toBeGreaterThan(0);
  });

  it('writes dollars and rates as staff read them', () => {
    expect([formatCurrency(85_000), formatCurrency(1_125), formatCurrency(12.5)]).toEqual(['$85,000', '$1,125', '$12.50']);
    expect([formatPercent(0.1), formatPercent(0.15)]).toEqual(['10%', '15%']);
  });
});
