import { LIMITS } from '../limits';

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  const parse = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y!, m! - 1, day!);
  };
  return Math.round((parse(toIso) - parse(fromIso)) / 86_400_000);
}

export type LicenceState = 'expired' | 'expiring' | 'valid';

/** A licence expiring within the warning window (DECISIONS §6: 60 days) or already expired. */
export function licenceState(expiryIso: string, todayIso: string): LicenceState {
  const days = daysBetween(todayIso, expiryIso);
  if (days < 0) return 'expired';
  if (days <= LIMITS.licenceExpiryWarningDays) return 'expiring';
  return 'valid';
}

/** Today's calendar date in a time zone (the company's, Australia/Melbourne by default). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
