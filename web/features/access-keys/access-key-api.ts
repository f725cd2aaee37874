import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccessKey, accessKeyEndpoints, type GenerateAccessKeyBody, type GeneratedAccessKey } from '../../../core/contracts/admin';
import { accessKeyRoleLabel } from '../../../core/rules/roles';
import { notifyPinGatedError } from '../../components/owner-pin-dialog';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';

export const ACCESS_KEYS_KEY = [accessKeyEndpoints.list.path] as const;

export const useAccessKeys = () => useQuery<AccessKey[]>({ queryKey: ACCESS_KEYS_KEY });

/** The answer carries the whole key, the only time it is shown (ADR 0016): `onDone` shows it with its copy button. */
export function useGenerateAccessKey(onDone: (key: GeneratedAccessKey) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateAccessKeyBody) => apiRequest<GeneratedAccessKey>('POST', accessKeyEndpoints.generate.path, body),
    onSuccess: (key) => {
      notify.success(
        'Access key generated successfully',
        `Key for ${key.employeeName} (${accessKeyRoleLabel(key.employeeRole)}). Copy it now: it is shown only once.`,
      );
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY });
      onDone(key);
    },
    onError: (error) => notifyPinGatedError(error, 'Error generating access key', 'Failed to generate access key'),
  });
}

export function useRevokeAccessKey(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: number; pin: string }) => apiRequest('DELETE', urlOf(accessKeyEndpoints.revoke, { id }), { pin }),
    onSuccess: () => {
      notify.success('Access key revoked', 'It can no longer be used to register.');
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY });
      onDone();
    },
    onError: (error) => notifyPinGatedError(error, 'Error revoking access key', 'Failed to revoke access key'),
  });
}
