import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessKey, GenerateAccessKeyBody } from '../../../core/contracts/admin';
import { accessKeyRoleLabel } from '../../../core/rules/roles';
import { notifyPinGatedError } from '../../components/owner-pin-dialog';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';

export const ACCESS_KEYS_KEY = ['/api/access-keys'] as const;

export const useAccessKeys = () => useQuery<AccessKey[]>({ queryKey: ACCESS_KEYS_KEY });

export function useGenerateAccessKey(onDone: (key: AccessKey) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateAccessKeyBody) => apiRequest<AccessKey>('POST', '/api/access-keys', body),
    onSuccess: (key) => {
      notify.success('Access key generated successfully', `Key for ${key.employeeName} (${accessKeyRoleLabel(key.employeeRole)}): ${key.accessKey ?? ''}`);
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY });
      onDone(key);
    },
    onError: (error) => notifyPinGatedError(error, 'Error generating access key', 'Failed to generate access key'),
  });
}

export function useRevokeAccessKey(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: number; pin: string }) => apiRequest('DELETE', `/api/access-keys/${id}`, { pin }),
    onSuccess: () => {
      notify.success('Access key revoked', 'It can no longer be used to register.');
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY });
      onDone();
    },
    onError: (error) => notifyPinGatedError(error, 'Error revoking access key', 'Failed to revoke access key'),
  });
}
