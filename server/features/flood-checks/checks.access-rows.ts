import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: floodCheckEndpoints.list, access: 'registered' },
  { endpoint: floodCheckEndpoints.create, access: 'registered', body: {} },
  { endpoint: floodCheckEndpoints.update, access: 'registered', body: {} },
  { endpoint: floodCheckEndpoints.uploadPhoto, access: 'registered', body: {} },
  { endpoint: floodCheckEndpoints.captionPhoto, access: 'registered', body: { caption: '' } },
  { endpoint: floodCheckEndpoints.deletePhoto, access: 'registered' },
];
