import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { apiRequest } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';

/** Signs in or up, then shows the app as that user (registration wizard until registered). */
export function useAuthMutation<TBody>(url: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<CurrentUser>('POST', url, body),
    onSuccess: async (user) => {
      // Another account's cached data must not show; the user query itself is kept and replaced.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await navigate('/', { replace: true });
    },
  });
}
