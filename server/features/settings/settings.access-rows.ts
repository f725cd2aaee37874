import { settingsEndpoints } from '../../../core/contracts/settings';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ endpoint: settingsEndpoints.app, access: 'public' }];
