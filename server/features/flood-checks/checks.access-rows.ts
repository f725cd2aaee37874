import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/flood-prevention-checks', access: 'registered' },
  { method: 'POST', url: '/api/flood-prevention-checks', access: 'registered', body: {} },
  { method: 'PUT', url: '/api/flood-prevention-checks/:id', access: 'registered', body: {} },
  { method: 'POST', url: '/api/flood-prevention-checks/:id/photos', access: 'registered', body: {} },
  { method: 'PATCH', url: '/api/photos/:id', access: 'registered', body: { caption: '' } },
  { method: 'DELETE', url: '/api/photos/:id', access: 'registered' },
];
