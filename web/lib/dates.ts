import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, formatDistanceToNowStrict, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { appTimeZone as zone } from './app-time-zone';

/**
 * The one date formatter. Every date the app writes reads the Australian way and is on the
 * company's calendar and clock (APP_TIMEZONE), whatever the browser's language and time zone:
 * a phone set to US English in another zone shows the same dates as the office.
 */
const inZone = () => ({ in: tz(zone()), locale: enAU });

/**
 * Dates from the API are ISO strings. An instant ('2026-03-05T03:00:00Z') is shown on the
 * company's clock; a calendar date ('2026-03-05': a licence expiry, an inspection day) is that
 * day in the company's zone, so no time zone can shift it.
 */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : parseISO(value, { in: tz(zone()) });
}

function write(value: string | Date, pattern: string): string {
  return format(toDate(value), pattern, inZone());
}

/** en-AU's medium date, e.g. '5 Mar 2026' (lists and cards). */
export function formatShortDate(value: string | Date): string {
  return write(value, 'd MMM yyyy');
}

/** 'dd MMMM yyyy', e.g. '05 March 2026' (reports and certificates, as the PDFs). */
export function formatLongDate(value: string | Date): string {
  return write(value, 'dd MMMM yyyy');
}

/** 'dd/MM/yyyy' (admin screens). */
export function formatNumericDate(value: string | Date): string {
  return write(value, 'dd/MM/yyyy');
}

/** 'dd/MM/yyyy h:mm am', e.g. '25/11/2026 2:05 pm'. */
export function formatDateTime(value: string | Date): string {
  return write(value, 'dd/MM/yyyy h:mm aaa');
}

/** A chart's day label, e.g. '5 Mar'. */
export function formatDayMonth(value: string | Date): string {
  return write(value, 'd MMM');
}

/** A chart's month label, e.g. 'Mar'. */
export function formatMonth(value: string | Date): string {
  return write(value, 'MMM');
}

/** Relative time, 'x ago'. */
export function timeAgo(value: string | Date): string {
  return `${formatDistanceToNowStrict(toDate(value), { locale: enAU })} ago`;
}

/** Calendar days from today to the date, on the company's calendar. */
export function daysFromToday(value: string | Date, now: Date = new Date()): number {
  return differenceInCalendarDays(toDate(value), now, { in: tz(zone()) });
}

/** Today as YYYY-MM-DD on the company's calendar, for date inputs. */
export function todayIso(now: Date = new Date()): string {
  return write(now, 'yyyy-MM-dd');
}

/** Security monitor activity (docs/product.md#monitor): 'Just now', 'Nm ago', 'Nh ago', otherwise the date. */
export function activityAgo(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - toDate(value).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  return formatNumericDate(value);
}
