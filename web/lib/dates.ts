import { differenceInCalendarDays, format, formatDistanceToNowStrict, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale';

/**
 * The one date formatter (en-AU). Dates from the API are ISO strings; calendar dates
 * (YYYY-MM-DD) are parsed as local days so they never shift by a time zone.
 */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : parseISO(value);
}

/** 'MMM dd, yyyy' (spec part 1 §9), e.g. 'Mar 05, 2026'. */
export function formatShortDate(value: string | Date): string {
  return format(toDate(value), 'MMM dd, yyyy', { locale: enAU });
}

/** 'dd MMMM yyyy', e.g. '05 March 2026' (certificates). */
export function formatLongDate(value: string | Date): string {
  return format(toDate(value), 'dd MMMM yyyy', { locale: enAU });
}

/** 'dd/MM/yyyy' (admin screens, Australian format). */
export function formatNumericDate(value: string | Date): string {
  return format(toDate(value), 'dd/MM/yyyy', { locale: enAU });
}

export function formatDateTime(value: string | Date): string {
  return format(toDate(value), 'dd/MM/yyyy h:mm a', { locale: enAU });
}

/** Relative time, 'x ago'. */
export function timeAgo(value: string | Date): string {
  return `${formatDistanceToNowStrict(toDate(value), { locale: enAU })} ago`;
}

export function daysFromToday(value: string | Date): number {
  return differenceInCalendarDays(toDate(value), new Date());
}

/** Today as YYYY-MM-DD in local time, for date inputs. */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** Security monitor activity (spec part 2 §2): 'Just now', 'Nm ago', 'Nh ago', otherwise the date. */
export function activityAgo(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - toDate(value).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  return formatNumericDate(value);
}
