import { urlOf } from '../../../core/contracts/endpoint';
import { settingsEndpoints } from '../../../core/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accessKeyEndpoints,
  type AuditEntry,
  deviceEndpoints,
  type Employee,
  type EmployeeDevices,
  employeeEndpoints,
  type EmployeeRemoved,
  type EmployeeStatistics,
  type GeneratedPin,
} from '../../../core/contracts/admin';
import { notifyPinGatedError } from '../../components/owner-pin-dialog';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { removalSummary } from './removal-summary';

export const EMPLOYEES_KEY = [employeeEndpoints.list.path] as const;
export const AUDIT_KEY = [employeeEndpoints.auditLog.path] as const;
const devicesKey = (id: number) => [urlOf(deviceEndpoints.ofEmployee, { id })] as const;

export function fullName(e: Pick<Employee, 'firstName' | 'lastName' | 'email'>): string {
  return [e.firstName, e.lastName].filter(Boolean).join(' ') || e.email;
}

export const useEmployees = () => useQuery<Employee[]>({ queryKey: EMPLOYEES_KEY });
export const useEmployeeStatistics = (id: number) => useQuery<EmployeeStatistics>({ queryKey: [urlOf(employeeEndpoints.statistics, { id })] });
export const useEmployeeDevices = (id: number) => useQuery<EmployeeDevices>({ queryKey: devicesKey(id) });
export const useAuditLog = () => useQuery<AuditEntry[]>({ queryKey: AUDIT_KEY });

/** Generate or regenerate a login PIN; the PIN comes back once and is shown in the toast. */
export function useGeneratePin(employee: Employee, onPin: (pin: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pin, mode }: { pin: string; mode: 'generate' | 'regenerate' }) =>
      apiRequest<GeneratedPin>('POST', urlOf(mode === 'generate' ? employeeEndpoints.generatePin : employeeEndpoints.regeneratePin, { id: employee.id }), {
        pin,
      }),
    onSuccess: (result, { mode }) => {
      onPin(result.employeeLoginPin);
      notify.success(
        mode === 'generate' ? 'PIN Generated' : 'PIN Regenerated',
        `Login PIN for ${fullName(employee)}: ${result.employeeLoginPin}. It is shown only once.`,
      );
      void queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) => notifyPinGatedError(error, 'Error', 'Failed to generate PIN. Please try again.'),
  });
}

export function useRemoveEmployee(employee: Employee) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => apiRequest<EmployeeRemoved>('DELETE', urlOf(employeeEndpoints.remove, { id: employee.id }), { pin }),
    onSuccess: (result) => {
      notify.success('Employee Removed', removalSummary(fullName(employee), result));
      void queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      // The removal revoked their unused keys and rotated the shared code (ADR 0016).
      void queryClient.invalidateQueries({ queryKey: [accessKeyEndpoints.list.path] });
      void queryClient.invalidateQueries({ queryKey: [settingsEndpoints.accessCode.path] });
      void queryClient.invalidateQueries({ queryKey: [employeeEndpoints.removed.path] });
    },
    onError: (error) => notifyPinGatedError(error, 'Error', 'Failed to remove employee. Please try again.'),
  });
}

export function useDeactivateEmployeeDevice(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, pin }: { deviceId: string; pin: string }) =>
      apiRequest('DELETE', urlOf(deviceEndpoints.forgetEmployees, { userId: employeeId, deviceId }), { pin }),
    onSuccess: () => {
      notify.success('Device Deactivated', 'The employee must register this device again to use it.');
      void queryClient.invalidateQueries({ queryKey: devicesKey(employeeId) });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) => notifyPinGatedError(error, 'Failed to deactivate device', 'Failed to deactivate device'),
  });
}
