import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { CurrentUser, SignedInUser } from '../../core/contracts/auth';
import { authEndpoints } from '../../core/contracts/auth-endpoints';
import { getQueryFn } from './api';
import { connectionState } from './connection';

export const CURRENT_USER_KEY = [authEndpoints.currentUser.path] as const;

const fetchUser = getQueryFn<SignedInUser>({ on401: 'returnNull' });

/**
 * The signed-in user, or null when signed out (a 401 is an answer, not an error). With no
 * network the service worker answers with the copy it kept, which counts only until the
 * session's own end (sessionExpiresAt, docs/decisions/0025-offline-app-shell.md): after that the
 * user signs in again, and the drafts on the device wait for them.
 */
export async function currentUserQuery(context: QueryFunctionContext): Promise<CurrentUser | null> {
  const user = await fetchUser(context);
  const offlineCopy = connectionState().copies.has(CURRENT_USER_KEY[0]);
  if (user && offlineCopy && !(Date.parse(user.sessionExpiresAt) > Date.now())) return null;
  return user;
}

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery<CurrentUser | null>({ queryKey: CURRENT_USER_KEY, queryFn: currentUserQuery });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
