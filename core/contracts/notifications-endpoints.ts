import { endpoint } from './endpoint';

// Apart from the notifications schemas (core/contracts/notifications.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
export const notificationEndpoints = {
  /** The bell: one's own licence, and everyone's for owner and management. */
  list: endpoint({ method: 'GET', path: '/api/notifications', access: 'registered' }),
};
