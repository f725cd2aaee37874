import { skillEndpoints } from '../../../core/contracts/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { ACCESS_CODE_HEADER, type RegistrationBody, registrationEndpoints } from '../../../core/contracts/registration';
import { apiRequest } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';

/**
 * POST /api/employee-profile; on success the user and dashboard refresh and the user lands on /.
 * The code also travels in a header: the server checks it before it takes the photos in.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: RegistrationBody) =>
      apiRequest<CurrentUser>('POST', registrationEndpoints.register.path, body, { [ACCESS_CODE_HEADER]: encodeURIComponent(body.employeeAccessCode) }),
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: [skillEndpoints.dashboard.path] }),
      ]);
      await navigate('/', { replace: true });
    },
  });
}
