import { assessmentReviewEndpoints } from '../../../core/contracts/assessment-review';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: assessmentReviewEndpoints.setting, access: 'registered' },
  { endpoint: assessmentReviewEndpoints.updateSetting, access: 'companySettings', body: {} },
];
