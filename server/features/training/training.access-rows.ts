import { trainingEndpoints } from '../../../core/contracts/content';
import type { AccessRow } from '../../test/access-matrix';

const material = { title: 'Matrix module', description: 'Access matrix check.', content: '<p>Body</p>', durationMinutes: 30, isActive: false };

export const accessRows: AccessRow[] = [
  { endpoint: trainingEndpoints.materials, access: 'registered' },
  { endpoint: trainingEndpoints.progress, access: 'registered' },
  { endpoint: trainingEndpoints.complete, access: 'registered' },
  { endpoint: trainingEndpoints.create, access: 'editContent', body: material },
  { endpoint: trainingEndpoints.update, access: 'editContent', body: material },
];
