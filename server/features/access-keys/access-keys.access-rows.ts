import { accessKeyEndpoints } from '../../../core/contracts/admin';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: accessKeyEndpoints.list, access: 'manageEmployees' },
  { endpoint: accessKeyEndpoints.generate, access: 'manageEmployees', body: {} },
  { endpoint: accessKeyEndpoints.revoke, access: 'manageEmployees', body: {} },
];
