import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/assessment-reviews', access: 'reviewAssessments' },
  { method: 'GET', url: '/api/assessment-reviews/:id', access: 'reviewAssessments' },
  { method: 'POST', url: '/api/skill-assessments/:id/review', access: 'reviewAssessments', body: {} },
];
