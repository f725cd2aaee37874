import { certificateEndpoints } from '../../../core/contracts/certificates';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: certificateEndpoints.issue, access: 'registered', body: {} },
  { endpoint: certificateEndpoints.void, access: 'registered', body: { reason: 'Wrong address recorded' } },
  { endpoint: certificateEndpoints.list, access: 'registered' },
  { endpoint: certificateEndpoints.verify, access: 'public', sampleUrl: '/api/certificates/verify/AAAAAAAAAAAAAAAAAAAAAA' },
];
