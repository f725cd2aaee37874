import { deviceEndpoints } from '../../../core/contracts/admin';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: deviceEndpoints.mine, access: 'registered' },
  { endpoint: deviceEndpoints.register, access: 'registered' },
  { endpoint: deviceEndpoints.forget, access: 'registered', sampleUrl: '/api/devices/0000000000000000' },
  { endpoint: deviceEndpoints.ofEmployee, access: 'manageEmployees' },
  {
    endpoint: deviceEndpoints.forgetEmployees,
    access: 'manageEmployees',
    body: {},
    sampleUrl: '/api/employees/999999/devices/0000000000000000',
  },
];
