import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/profile', access: 'registered' },
  { method: 'PUT', url: '/api/profile', access: 'registered', body: {} },
];
