import { profileEndpoints } from '../../../core/contracts/profile';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ endpoint: profileEndpoints.licences, access: 'manageEmployees' }];
