import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'POST', url: '/api/flood-prevention-checks/:id/certificate', access: 'registered', body: {} },
  { method: 'POST', url: '/api/flood-prevention-checks/:id/certificate/void', access: 'registered', body: { reason: 'Wrong address recorded' } },
  { method: 'GET', url: '/api/flood-prevention-checks/:id/certificates', access: 'registered' },
  { method: 'GET', url: '/api/certificates/verify/:code', access: 'public', sampleUrl: '/api/certificates/verify/AAAAAAAAAAAAAAAAAAAAAA' },
];
