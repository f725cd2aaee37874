import { registrationEndpoints } from '../../../core/contracts/registration';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ endpoint: registrationEndpoints.accessCodeCheck, access: 'signed-in', body: {} }];
