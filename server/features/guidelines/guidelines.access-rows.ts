import { guidelineEndpoints } from '../../../core/contracts/content';
import type { AccessRow } from '../../test/access-matrix';

const guideline = { title: 'Matrix guideline', content: '<p>Body</p>', category: 'policy', version: '1.0', department: 'General', isActive: false };

export const accessRows: AccessRow[] = [
  { endpoint: guidelineEndpoints.list, access: 'registered' },
  { endpoint: guidelineEndpoints.create, access: 'editContent', body: guideline },
  { endpoint: guidelineEndpoints.update, access: 'editContent', body: guideline },
];
