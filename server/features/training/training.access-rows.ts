import type { AccessRow } from '../../test/access-matrix';

const material = { title: 'Matrix module', description: 'Access matrix check.', content: '<p>Body</p>', durationMinutes: 30, isActive: false };

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/training-materials', access: 'registered' },
  { method: 'GET', url: '/api/training-progress', access: 'registered' },
  { method: 'POST', url: '/api/training-progress/:materialId/complete', access: 'registered' },
  { method: 'POST', url: '/api/training-materials', access: 'editContent', body: material },
  { method: 'PUT', url: '/api/training-materials/:id', access: 'editContent', body: material },
];
