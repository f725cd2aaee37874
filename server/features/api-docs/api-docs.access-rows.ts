import { systemEndpoints } from '../../../core/contracts/system';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: systemEndpoints.openapi, access: 'public' },
  { endpoint: systemEndpoints.docs, access: 'public' },
];
