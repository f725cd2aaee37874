import { useQuery } from '@tanstack/react-query';
import { authEndpoints, type CurrentUser } from '../../core/contracts/auth';
import { getQueryFn } from './api';

export const CURRENT_USER_KEY = [authEndpoints.currentUser.path] as const;

/** The signed-in user, or null when signed out (a 401 here is an answer, not an error). */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery<CurrentUser | null>({ queryKey: CURRENT_USER_KEY, queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }) });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
