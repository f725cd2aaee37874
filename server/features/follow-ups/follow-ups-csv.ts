import type { FollowUp } from '../../../core/contracts/follow-ups';
import { FOLLOW_UP_STATUS_LABELS } from '../../../core/rules/follow-ups';
import { csvCell } from '../../../core/rules/csv';
import { todayInZone } from '../../../core/rules/licence';

/**
 * The board's list as CSV for the company's quoting or job-management tool
 * (docs/product.md#follow-ups): RFC 4180 (CRLF, fields quoted when they hold a comma, quote or
 * line break, quotes doubled; formulas defused: `csvCell`), UTF-8 with a byte-order mark so
 * spreadsheet programs read it as UTF-8.
 */
export const CSV_HEADER = ['Client', 'Address', 'Phone', 'Email', 'Job number', 'Item', 'Status', 'Quote number', 'Amount', 'Created', 'Updated'];

/** The whole file: the header row, then one row per follow-up; days on the company's calendar (YYYY-MM-DD). */
export function followUpsCsv(items: readonly FollowUp[], timeZone: string): string {
  const day = (iso: string) => todayInZone(timeZone, new Date(iso));
  const rows = items.map((f) => [
    f.clientName,
    f.address,
    f.clientPhone,
    f.clientEmail,
    f.jobNumber,
    f.item,
    FOLLOW_UP_STATUS_LABELS[f.status],
    f.quoteNumber,
    f.amountCents === null ? '' : (f.amountCents / 100).toFixed(2),
    day(f.createdAt),
    day(f.updatedAt),
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
