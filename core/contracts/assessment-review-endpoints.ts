import { endpoint } from './endpoint';

// Apart from the assessment-review schemas (core/contracts/assessment-review.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
/** Whether assessments need review, the review queue and a review. */
export const assessmentReviewEndpoints = {
  setting: endpoint({ method: 'GET', path: '/api/settings/assessment-review', access: 'registered' }),
  updateSetting: endpoint({ method: 'PUT', path: '/api/settings/assessment-review', access: 'companySettings' }),
  queue: endpoint({ method: 'GET', path: '/api/assessment-reviews', access: 'reviewAssessments' }),
  detail: endpoint({ method: 'GET', path: '/api/assessment-reviews/:id', access: 'reviewAssessments' }),
  review: endpoint({ method: 'POST', path: '/api/skill-assessments/:id/review', access: 'reviewAssessments' }),
};
