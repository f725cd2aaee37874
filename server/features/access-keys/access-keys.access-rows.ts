import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/access-keys', access: 'manageEmployees' },
  { method: 'POST', url: '/api/access-keys', access: 'manageEmployees', body: {} },
  { method: 'DELETE', url: '/api/access-keys/:id', access: 'manageEmployees', body: {} },
];
