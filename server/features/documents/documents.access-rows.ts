import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import { documentEndpoints } from '../../../core/contracts/documents';
import type { AccessRow } from '../../test/access-matrix';

const ok = { clientEmail: 'client@example.com', officeEmail: 'office@example.com' };

export const accessRows: AccessRow[] = [
  { endpoint: floodCheckEndpoints.get, access: 'registered' },
  { endpoint: floodCheckEndpoints.photos, access: 'registered' },
  { endpoint: documentEndpoints.emails, access: 'manageEmployees' },
  { endpoint: documentEndpoints.clientReportPdf, access: 'registered' },
  { endpoint: documentEndpoints.certificatePdf, access: 'registered' },
  { endpoint: documentEndpoints.emailClientReport, access: 'registered', body: ok },
  { endpoint: documentEndpoints.emailCertificate, access: 'registered', body: ok },
  { endpoint: floodCheckEndpoints.photoFile, access: 'registered', sampleUrl: '/uploads/00000000-0000-0000-0000-000000000000.jpg' },
];
