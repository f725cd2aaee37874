import { employeeEndpoints } from '../../../core/contracts/admin';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: employeeEndpoints.list, access: 'manageEmployees' },
  { endpoint: employeeEndpoints.statistics, access: 'manageEmployees' },
  { endpoint: employeeEndpoints.generatePin, access: 'manageEmployees', body: {} },
  { endpoint: employeeEndpoints.regeneratePin, access: 'manageEmployees', body: {} },
  { endpoint: employeeEndpoints.remove, access: 'manageEmployees', body: {} },
  { endpoint: employeeEndpoints.removed, access: 'manageEmployees' },
  { endpoint: employeeEndpoints.changeRole, access: 'manageEmployees', body: {} },
  { endpoint: employeeEndpoints.documents, access: 'manageEmployees' },
  { endpoint: employeeEndpoints.reinstate, access: 'reinstateEmployees', body: {} },
  { endpoint: employeeEndpoints.auditLog, access: 'manageEmployees' },
];
