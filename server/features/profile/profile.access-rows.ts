import { profileEndpoints } from '../../../core/contracts/profile';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: profileEndpoints.profile, access: 'registered' },
  { endpoint: profileEndpoints.update, access: 'registered', body: {} },
];
