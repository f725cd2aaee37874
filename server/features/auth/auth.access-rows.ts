import { notificationEndpoints } from '../../../core/contracts/notifications';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/login', access: 'public' },
  { method: 'GET', url: '/api/logout', access: 'public', skipAllowedCheck: true },
  { method: 'POST', url: '/api/auth/sign-up', access: 'public', body: {} },
  { method: 'POST', url: '/api/auth/sign-in', access: 'public', body: {} },
  { method: 'POST', url: '/api/auth/sign-in/pin', access: 'public', body: {} },
  { method: 'POST', url: '/api/auth/sign-out', access: 'public', skipAllowedCheck: true },
  { method: 'GET', url: '/api/auth/user', access: 'signed-in' },
  // Password change and reset (docs/product.md#passwords).
  { method: 'POST', url: '/api/auth/password', access: 'signed-in', body: {} },
  { method: 'POST', url: '/api/auth/password-reset', access: 'public', body: {} },
  { method: 'POST', url: '/api/auth/password-reset/confirm', access: 'public', body: {} },
  { method: 'POST', url: '/api/employees/:id/password-reset', access: 'manageEmployees', body: {} },
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'POST', url: '/api/employee-profile', access: 'signed-in', body: {} },
  { method: 'GET', url: '/api/files/profile/:name', access: 'signed-in', sampleUrl: '/api/files/profile/00000000-0000-0000-0000-000000000000.jpg' },
  { endpoint: notificationEndpoints.list, access: 'registered' },
  { method: 'GET', url: '/api/settings/company', access: 'registered' },
  { method: 'PUT', url: '/api/settings/company', access: 'companySettings', body: {} },
  { method: 'GET', url: '/api/settings/logo', access: 'public' },
  { method: 'GET', url: '/api/settings/access-code', access: 'companySettings' },
  { method: 'POST', url: '/api/settings/access-code/rotate', access: 'companySettings' },
  { method: 'PUT', url: '/api/settings/owner-pin', access: 'companySettings', body: {} },
];
