import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [{ method: 'GET', url: '/api/flood-prevention-checks/:id/history', access: 'registered' }];
