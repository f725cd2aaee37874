import { assessmentReviewEndpoints } from '../../../core/contracts/assessment-review';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: assessmentReviewEndpoints.queue, access: 'reviewAssessments' },
  { endpoint: assessmentReviewEndpoints.detail, access: 'reviewAssessments' },
  { endpoint: assessmentReviewEndpoints.review, access: 'reviewAssessments', body: {} },
];
