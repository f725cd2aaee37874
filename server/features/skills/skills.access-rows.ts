import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/skills', access: 'registered' },
  { method: 'GET', url: '/api/skill-categories', access: 'registered' },
  { method: 'GET', url: '/api/career-tiers', access: 'registered' },
  { method: 'GET', url: '/api/assessments', access: 'registered' },
  { method: 'POST', url: '/api/assessments', access: 'registered', body: {} },
  { method: 'PATCH', url: '/api/assessments/:id', access: 'registered', body: { status: 'completed' } },
  { method: 'POST', url: '/api/skill-assessments', access: 'registered', body: { assessmentId: 999999, skillId: 1, level: 'A' } },
  { method: 'GET', url: '/api/dashboard', access: 'registered' },
];
