import { endpoint } from './endpoint';

// Apart from the profile schemas (core/contracts/profile.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
/** One's own profile, and the licence register. */
export const profileEndpoints = {
  profile: endpoint({ method: 'GET', path: '/api/profile', access: 'registered' }),
  update: endpoint({ method: 'PUT', path: '/api/profile', access: 'registered' }),
  licences: endpoint({ method: 'GET', path: '/api/licences', access: 'manageEmployees' }),
};
