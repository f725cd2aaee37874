import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ method: 'POST', url: '/api/registration/access-code-check', access: 'signed-in', body: {} }];
