import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../core/contracts/auth';
import { apiRequest } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';

/**
 * Signs in or up, then shows the app as that user: the routes take them on (web/app/app-routes.tsx),
 * from /sign-in to the page its `next` asks for or the dashboard, and to the registration wizard
 * until they are registered.
 */
export function useAuthMutation<TBody>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<CurrentUser>('POST', url, body),
    onSuccess: (user) => {
      // Another account's cached data must not show; the user query itself is kept and replaced.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
