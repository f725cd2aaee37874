import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Employee, employeeEndpoints } from '../../../core/contracts/admin';
import type { EmployeeDocuments, Reinstated, RemovedEmployee, RoleChanged } from '../../../core/contracts/employee-admin';
import type { EmployeeRole } from '../../../core/rules/roles';
import { notifyPinGatedError } from '../../components/owner-pin-dialog';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { AUDIT_KEY, EMPLOYEES_KEY, fullName } from './employee-api';

/** The employee screen's admin actions (docs/product.md#employees): role, documents, removed employees and reinstatement. */
export const REMOVED_KEY = [employeeEndpoints.removed.path] as const;

export const useRemovedEmployees = () => useQuery<RemovedEmployee[]>({ queryKey: REMOVED_KEY });
export const useEmployeeDocuments = (id: number, enabled: boolean) =>
  // Never kept once the dialog closes: the server sends them no-store too.
  useQuery<EmployeeDocuments>({ queryKey: [urlOf(employeeEndpoints.documents, { id })], enabled, gcTime: 0 });

export function useChangeRole(employee: Employee, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, pin }: { role: EmployeeRole; pin: string }) =>
      apiRequest<RoleChanged>('PATCH', urlOf(employeeEndpoints.changeRole, { id: employee.id }), { role, pin }),
    onSuccess: (result) => {
      notify.success('Role Changed', `${fullName(employee)} is now ${result.role}, from their next action in the app.`);
      void queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      onDone();
    },
    onError: (error) => notifyPinGatedError(error, 'Role not changed', 'The role could not be changed. Please try again.'),
  });
}

export function useReinstate(employee: RemovedEmployee, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => apiRequest<Reinstated>('POST', urlOf(employeeEndpoints.reinstate, { id: employee.id }), { pin }),
    onSuccess: () => {
      notify.success(
        'Employee Reinstated',
        `${fullName(employee)} can sign in with their password again. Their devices stay deactivated and they need a new login PIN.`,
      );
      void queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY });
      void queryClient.invalidateQueries({ queryKey: REMOVED_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      onDone();
    },
    onError: (error) => notifyPinGatedError(error, 'Not reinstated', 'The employee could not be reinstated. Please try again.'),
  });
}
