import { securityEndpoints } from '../../../core/contracts/admin';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: securityEndpoints.activeSessions, access: 'monitorSecurity' },
  { endpoint: securityEndpoints.endSession, access: 'monitorSecurity', sampleUrl: `/api/admin/sessions/${'0'.repeat(64)}` },
];
