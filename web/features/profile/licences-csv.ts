import type { LicenceRow } from '../../../core/contracts/profile';
import { formatNumericDate } from '../../lib/dates';
import { LICENCE_STATUS_LABEL } from './licence-status';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is
 * defused with an apostrophe so a spreadsheet never runs a name as a formula.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The register as shown (filters applied), dates the Australian way. */
export function licencesCsv(rows: LicenceRow[]): string {
  const header = ['Name', 'Email', 'Role', 'Credential', 'Licence number', 'Expiry date', 'Days left', 'Status'];
  const lines = rows.map((r) =>
    [
      r.name,
      r.email,
      r.role,
      r.credentialType,
      r.licenceNumber,
      r.expiryDate ? formatNumericDate(r.expiryDate) : null,
      r.daysLeft,
      LICENCE_STATUS_LABEL[r.status],
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
