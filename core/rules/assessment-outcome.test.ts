import { describe, expect, it } from 'vitest';
import { assessmentOutcome } from './assessment-outcome';
import { CAREER_TIERS } from './tiers';

const outcome = (score: number, previousScore: number | null, tierBeforeId: number, tierAfterId: number) =>
  assessmentOutcome({ score, previousScore, tierBeforeId, tierAfterId, tiers: CAREER_TIERS });

describe('the result of a finished assessment', () => {
  it('a first assessment: no change to show, the tier it sets, and the next goal with the points to go', () => {
    const o = outcome(48, null, 1, 2);
    expect(o.change).toBeNull();
    expect(o.scoreTier?.name).toBe('Developing Plumber');
    expect(o.tierRaised).toBe(true);
    expect(o.tierBefore?.name).toBe('Entry Level');
    expect(o.tierAfter?.name).toBe('Developing Plumber');
    expect(o.next).toEqual({ tier: expect.objectContaining({ name: 'Plumber' }), pointsToGo: 7 });
  });

  it('a better score: the points gained and the tier it raised', () => {
    const o = outcome(72, 60, 3, 4);
    expect(o.change).toBe(12);
    expect(o.tierRaised).toBe(true);
    expect(o.next?.tier.name).toBe('Expert Plumber');
    expect(o.next?.pointsToGo).toBe(13);
  });

  it('a lower score: the points lost, the tier kept, and the goal above the tier kept', () => {
    const o = outcome(50, 90, 5, 5);
    expect(o.change).toBe(-40);
    expect(o.scoreTier?.name).toBe('Developing Plumber');
    expect(o.tierRaised).toBe(false);
    expect(o.tierAfter?.name).toBe('Expert Plumber');
    expect(o.next).toBeNull();
  });

  it('the top score: nothing above', () => {
    expect(outcome(100, 100, 5, 5)).toMatchObject({ change: 0, tierRaised: false, next: null });
  });
});
