import type { AccessRow } from '../../test/access-matrix';

const ok = { clientEmail: 'client@example.com', officeEmail: 'office@example.com' };

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/flood-prevention-checks/:id', access: 'registered' },
  { method: 'GET', url: '/api/flood-prevention-checks/:id/photos', access: 'registered' },
  { method: 'GET', url: '/api/flood-prevention-checks/:id/emails', access: 'manageEmployees' },
  { method: 'GET', url: '/api/flood-prevention-checks/:id/client-report.pdf', access: 'registered' },
  { method: 'GET', url: '/api/flood-prevention-checks/:id/certificate.pdf', access: 'registered' },
  { method: 'POST', url: '/api/flood-prevention-check/:id/email-pdf-client-report', access: 'registered', body: ok },
  { method: 'POST', url: '/api/flood-prevention-check/:id/email-pdf-certificate', access: 'registered', body: ok },
  { method: 'GET', url: '/uploads/:fileName', access: 'registered', sampleUrl: '/uploads/00000000-0000-0000-0000-000000000000.jpg' },
];
