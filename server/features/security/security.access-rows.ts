import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { method: 'GET', url: '/api/admin/active-sessions', access: 'monitorSecurity' },
  { method: 'DELETE', url: '/api/admin/sessions/:sessionId', access: 'monitorSecurity', sampleUrl: `/api/admin/sessions/${'0'.repeat(64)}` },
];
