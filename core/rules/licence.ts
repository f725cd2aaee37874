import { LIMITS } from '../limits';
import { dateTimeFormat } from './zoned-format';

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  const parse = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y!, m! - 1, day!);
  };
  return Math.round((parse(toIso) - parse(fromIso)) / 86_400_000);
}

export type LicenceState = 'expired' | 'expiring' | 'valid';

/** A licence expiring within the warning window (docs/product.md#notifications: 60 days) or already expired. */
export function licenceState(expiryIso: string, todayIso: string): LicenceState {
  const days = daysBetween(todayIso, expiryIso);
  if (days < 0) return 'expired';
  if (days <= LIMITS.licenceExpiryWarningDays) return 'expiring';
  return 'valid';
}

/** Today's calendar date in a time zone (the company's, Australia/Melbourne by default). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A licence in the register (docs/product.md#licences): its expiry state, or `missing` without a number or expiry date. */
export type LicenceStatus = LicenceState | 'missing';
export const LICENCE_STATUSES = ['valid', 'expiring', 'expired', 'missing'] as const satisfies readonly LicenceStatus[];

export function licenceStatus(licence: { number: string | null; expiry: string | null }, todayIso: string): LicenceStatus {
  if (!licence.number?.trim() || !licence.expiry) return 'missing';
  return licenceState(licence.expiry, todayIso);
}

/**
 * The reminder due today for a licence expiring `daysLeft` days from now: the nearest stage
 * (60, 30, 7 days before, 0 = on the day) not yet passed, or null once expired. A day the job
 * did not run (the server was off) is caught up with the stage then due, never with an
 * earlier one; each stage is sent once (the server records it).
 */
export function reminderStage(daysLeft: number, stages: readonly number[] = LIMITS.licenceReminderDays): number | null {
  if (daysLeft < 0) return null;
  const due = stages.filter((s) => s >= daysLeft);
  return due.length ? Math.min(...due) : null;
}
