import { certificateEndpoints } from '../../../core/contracts/certificates';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ endpoint: certificateEndpoints.history, access: 'registered' }];
