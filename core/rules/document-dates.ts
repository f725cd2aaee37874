import { todayInZone } from './licence';
import { dateTimeFormat } from './zoned-format';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date 'YYYY-MM-DD' as 'dd MMMM yyyy' ('05 March 2026'); no time zone can shift it. */
export function formatCalendarLong(iso: string): string {
  const [y, m, d] = iso.split('-');
  const month = MONTHS[Number(m) - 1];
  return month && y && d ? `${d.padStart(2, '0')} ${month} ${y}` : iso;
}

/** An instant as 'dd MMMM yyyy' on the calendar of a time zone (the company's). */
export function formatInstantLong(at: Date, timeZone: string): string {
  return formatCalendarLong(todayInZone(timeZone, at));
}

/** An instant as '05 March 2026 at 2:14 pm AEDT' on a time zone's clock (the company's): when a certificate was issued. */
export function formatInstantDateTime(at: Date, timeZone: string): string {
  const time = dateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }).format(at).replace(/\s+/g, ' '); // ICU versions differ in the space before 'pm' (some use a narrow no-break space)
  return `${formatInstantLong(at, timeZone)} at ${time}`;
}
