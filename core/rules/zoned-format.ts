/** The time zone of the company's dates when APP_TIMEZONE is not set. */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/**
 * Intl.DateTimeFormat objects are costly to build (ICU loads the zone and locale data each
 * time) and cheap to reuse: a 60-photo report formats every photo's time, so the formatters
 * are kept, one per locale and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}
