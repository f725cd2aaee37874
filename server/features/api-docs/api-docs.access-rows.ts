import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/openapi.json', access: 'public' },
  { method: 'GET', url: '/api/docs', access: 'public' },
];
