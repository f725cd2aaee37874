import { describe, expect, it } from 'vitest';
import { canMoveFollowUp, dollarsToCents, followUpMoveRefusal, formatCents } from './follow-ups';

describe('follow-up statuses (docs/product.md#follow-ups)', () => {
  it('moves open -> quoted -> accepted | declined -> done, or open -> resolved on site, and nothing else', () => {
    expect(canMoveFollowUp('open', 'quoted')).toBe(true);
    expect(canMoveFollowUp('open', 'resolved_on_site')).toBe(true);
    expect(canMoveFollowUp('quoted', 'accepted')).toBe(true);
    expect(canMoveFollowUp('quoted', 'declined')).toBe(true);
    expect(canMoveFollowUp('accepted', 'done')).toBe(true);
    expect(canMoveFollowUp('declined', 'done')).toBe(true);
    expect(canMoveFollowUp('open', 'done')).toBe(false);
    expect(canMoveFollowUp('quoted', 'open')).toBe(false);
    expect(canMoveFollowUp('done', 'open')).toBe(false);
    expect(followUpMoveRefusal('open', 'accepted')).toBe('A follow-up that is Open cannot become Accepted (it can become Quoted or Resolved on site).');
    expect(followUpMoveRefusal('done', 'open')).toBe('A follow-up that is Done cannot become Open.');
  });

  it('reads dollars as typed into cents, and shows cents as dollars', () => {
    expect(dollarsToCents('485')).toBe(48_500);
    expect(dollarsToCents('$1,234.5')).toBe(123_450);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(48_500)).toBe('$485');
    expect(formatCents(null)).toBe('');
  });
});
