import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/settings/assessment-review', access: 'registered' },
  { method: 'PUT', url: '/api/settings/assessment-review', access: 'companySettings', body: {} },
];
