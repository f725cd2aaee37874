import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/analytics', access: 'registered' },
  { method: 'GET', url: '/api/flood-prevention-stats', access: 'registered' },
];
