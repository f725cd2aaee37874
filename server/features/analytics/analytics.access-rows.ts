import { analyticsEndpoints } from '../../../core/contracts/analytics';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: analyticsEndpoints.analytics, access: 'registered' },
  { endpoint: analyticsEndpoints.stats, access: 'registered' },
];
