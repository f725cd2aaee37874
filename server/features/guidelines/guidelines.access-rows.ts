import type { AccessRow } from '../../test/access-matrix';

const guideline = { title: 'Matrix guideline', content: '<p>Body</p>', category: 'policy', version: '1.0', department: 'General', isActive: false };

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/guidelines', access: 'registered' },
  { method: 'POST', url: '/api/guidelines', access: 'editContent', body: guideline },
  { method: 'PUT', url: '/api/guidelines/:id', access: 'editContent', body: guideline },
];
