import { endpoint } from './endpoint';

/**
 * Signing in and out (docs/product.md#roles-and-permissions). Kept apart from the auth schemas
 * so that the service worker (web/sw.ts) can name the sign-out endpoints without bundling zod.
 */
export const authEndpoints = {
  /** The old sign-in address: redirects to the sign-in page. */
  login: endpoint({ method: 'GET', path: '/api/login', access: 'public' }),
  /** Signs out and returns to the landing page (a plain link). */
  logout: endpoint({ method: 'GET', path: '/api/logout', access: 'public' }),
  signUp: endpoint({ method: 'POST', path: '/api/auth/sign-up', access: 'public' }),
  signIn: endpoint({ method: 'POST', path: '/api/auth/sign-in', access: 'public' }),
  pinSignIn: endpoint({ method: 'POST', path: '/api/auth/sign-in/pin', access: 'public' }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', access: 'public' }),
  currentUser: endpoint({ method: 'GET', path: '/api/auth/user', access: 'signed-in' }),
};
