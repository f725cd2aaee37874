import { csvCell } from '../../../core/rules/csv';
import type { LicenceRow } from '../../../core/contracts/profile';
import { formatNumericDate } from '../../lib/dates';
import { LICENCE_STATUS_LABEL } from './licence-status';

export { csvCell }; // one rule for every CSV the app writes (core/rules/csv.ts)

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
