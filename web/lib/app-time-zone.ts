import { DEFAULT_TIME_ZONE } from '../../core/rules/zoned-format';

/**
 * The company's time zone (APP_TIMEZONE), on whose calendar and clock every date the app
 * writes is shown (web/lib/dates.ts). Apart from the formatter so that the first screen,
 * which sets it, does not load date-fns (docs/performance.md#offline-open).
 */
let good = DEFAULT_TIME_ZONE;
let requested: string | null = null;

/** Set once from GET /api/settings/app, before any screen renders (web/app/app-settings.ts). */
export function setAppTimeZone(timeZone: string): void {
  requested = timeZone;
}

/**
 * The zone, checked on the first date written rather than when it is set: the first
 * Intl.DateTimeFormat with a time zone loads the browser's zone data (~250 ms on a slow
 * phone, docs/performance.md#offline-open), which screens without a date (sign-in) never need.
 */
export function appTimeZone(): string {
  if (requested !== null) {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone: requested });
      good = requested;
    } catch {
      // An unknown zone keeps the one before (the default) rather than breaking every screen with a date.
    }
    requested = null;
  }
  return good;
}
