import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/employees', access: 'manageEmployees' },
  { method: 'GET', url: '/api/employees/:id/statistics', access: 'manageEmployees' },
  { method: 'POST', url: '/api/employees/:id/generate-pin', access: 'manageEmployees', body: {} },
  { method: 'POST', url: '/api/employees/:id/regenerate-pin', access: 'manageEmployees', body: {} },
  { method: 'DELETE', url: '/api/employees/:id', access: 'manageEmployees', body: {} },
  { method: 'GET', url: '/api/employees/removed', access: 'manageEmployees' },
  { method: 'PATCH', url: '/api/employees/:id/role', access: 'manageEmployees', body: {} },
  { method: 'GET', url: '/api/employees/:id/documents', access: 'manageEmployees' },
  { method: 'POST', url: '/api/employees/:id/reinstate', access: 'reinstateEmployees', body: {} },
  { method: 'GET', url: '/api/admin/audit-log', access: 'manageEmployees' },
];
