import { endpoint } from './endpoint';

// Apart from the skills schemas (core/contracts/skills.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
/** The skill catalogue, self-assessments and the dashboard. */
export const skillEndpoints = {
  skills: endpoint({ method: 'GET', path: '/api/skills', access: 'registered' }),
  categories: endpoint({ method: 'GET', path: '/api/skill-categories', access: 'registered' }),
  careerTiers: endpoint({ method: 'GET', path: '/api/career-tiers', access: 'registered' }),
  assessments: endpoint({ method: 'GET', path: '/api/assessments', access: 'registered' }),
  startAssessment: endpoint({ method: 'POST', path: '/api/assessments', access: 'registered' }),
  completeAssessment: endpoint({ method: 'PATCH', path: '/api/assessments/:id', access: 'registered' }),
  answer: endpoint({ method: 'POST', path: '/api/skill-assessments', access: 'registered' }),
  dashboard: endpoint({ method: 'GET', path: '/api/dashboard', access: 'registered' }),
};
