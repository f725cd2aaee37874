import { reviewBody, reviewDetailSchema, reviewQueueSchema, reviewResultSchema } from '../../../core/contracts/assessment-review';
import { idParam } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { getSettings } from '../../db/company-settings';
import { reviewQueue } from './reviews.repo';
import { reviewAssessment, reviewDetail } from './reviews.service';

/** Manager review of self-assessments (docs/product.md#review): Owner and Management. */
export const reviewRoutes: RegisterRoutes = (app, { db }) => {
  const access = 'reviewAssessments' as const;

  app.get('/api/assessment-reviews', { config: { access }, schema: { response: { 200: reviewQueueSchema } } }, async (request) => ({
    required: (await getSettings(db)).assessmentReviewRequired,
    items: await reviewQueue(db, currentUser(request).id),
  }));

  app.get('/api/assessment-reviews/:id', { config: { access }, schema: { params: idParam, response: { 200: reviewDetailSchema } } }, async (request) =>
    reviewDetail(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/skill-assessments/:id/review',
    { config: { access }, schema: { params: idParam, body: reviewBody, response: { 200: reviewResultSchema } } },
    async (request) => reviewAssessment(db, currentUser(request), request.params.id, request.body),
  );
};
