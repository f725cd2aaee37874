import { endpoint } from './endpoint';

// Apart from the follow-ups schemas (core/contracts/follow-ups.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
export const followUpEndpoints = {
  /** Office roles see every check's; plumbers and apprentices their own checks'. */
  list: endpoint({ method: 'GET', path: '/api/follow-ups', access: 'registered' }),
  /** The filtered list as CSV for the company's quoting tool. */
  csv: endpoint({ method: 'GET', path: '/api/follow-ups.csv', access: 'manageFollowUps' }),
  update: endpoint({ method: 'PATCH', path: '/api/follow-ups/:id', access: 'manageFollowUps' }),
  settings: endpoint({ method: 'GET', path: '/api/settings/follow-ups', access: 'registered' }),
  updateSettings: endpoint({ method: 'PUT', path: '/api/settings/follow-ups', access: 'companySettings' }),
};
