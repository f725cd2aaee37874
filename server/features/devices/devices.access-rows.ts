import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/devices', access: 'registered' },
  { method: 'POST', url: '/api/devices/register', access: 'registered' },
  { method: 'DELETE', url: '/api/devices/:deviceId', access: 'registered', sampleUrl: '/api/devices/0000000000000000' },
  { method: 'GET', url: '/api/employees/:id/devices', access: 'manageEmployees' },
  {
    method: 'DELETE',
    url: '/api/employees/:userId/devices/:deviceId',
    access: 'manageEmployees',
    body: {},
    sampleUrl: '/api/employees/999999/devices/0000000000000000',
  },
];
