import { formatCurrency } from '../content/money';

/**
 * Follow-ups (docs/product.md#follow-ups): each finding of a completed check becomes work for
 * the office, through to a quote. The statuses and the moves between them live here, once.
 */
export const FOLLOW_UP_STATUSES = ['open', 'quoted', 'accepted', 'declined', 'done', 'resolved_on_site'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** The words the board shows for each status. */
export const FOLLOW_UP_STATUS_LABELS: Record<FollowUpStatus, string> = {
  open: 'Open',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  done: 'Done',
  resolved_on_site: 'Resolved on site',
};

/** open -> quoted -> accepted | declined; accepted -> done; open -> resolved_on_site. */
export const FOLLOW_UP_TRANSITIONS: Record<FollowUpStatus, readonly FollowUpStatus[]> = {
  open: ['quoted', 'resolved_on_site'],
  quoted: ['accepted', 'declined'],
  accepted: ['done'],
  declined: ['done'],
  done: [],
  resolved_on_site: [],
};

/** True when a follow-up in `from` may move to `to`. */
export function canMoveFollowUp(from: FollowUpStatus, to: FollowUpStatus): boolean {
  return FOLLOW_UP_TRANSITIONS[from].includes(to);
}

/** The refusal when it may not: names where it may go instead. */
export function followUpMoveRefusal(from: FollowUpStatus, to: FollowUpStatus): string | null {
  if (canMoveFollowUp(from, to)) return null;
  const next = FOLLOW_UP_TRANSITIONS[from].map((s) => FOLLOW_UP_STATUS_LABELS[s]);
  return `A follow-up that is ${FOLLOW_UP_STATUS_LABELS[from]} cannot become ${FOLLOW_UP_STATUS_LABELS[to]}${next.length ? ` (it can become ${next.join(' or ')})` : ''}.`;
}

/** Whole days from `createdAt` to `now`. */
export function ageInDays(createdAt: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000));
}

/** "$1,234.50" for 123450 cents ("$80" when whole); '' when there is no amount. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : formatCurrency(cents / 100);
}

/** Dollars as typed ('1,234.5', '$80') -> whole cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
