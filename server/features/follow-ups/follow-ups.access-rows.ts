import { followUpEndpoints as E } from '../../../core/contracts/follow-ups';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: E.list, access: 'registered' },
  { endpoint: E.csv, access: 'manageFollowUps' },
  { endpoint: E.update, access: 'manageFollowUps', body: { status: 'quoted' } },
  { endpoint: E.settings, access: 'registered' },
  { endpoint: E.updateSettings, access: 'companySettings', body: { orangeCreatesFollowUps: false } },
];
