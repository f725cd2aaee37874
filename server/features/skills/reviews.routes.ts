import { assessmentReviewEndpoints, reviewBody, reviewDetailSchema, reviewQueueSchema, reviewResultSchema } from '../../../core/contracts/assessment-review';
import { idParam } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { getSettings } from '../../db/company-settings';
import { reviewQueue } from './reviews.repo';
import { reviewAssessment, reviewDetail } from './reviews.service';

/** Manager review of self-assessments (docs/product.md#review): Owner and Management. */
export const reviewRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    assessmentReviewEndpoints.queue.path,
    { config: { access: assessmentReviewEndpoints.queue.access }, schema: { response: { 200: reviewQueueSchema } } },
    async (request) => ({
      required: (await getSettings(db)).assessmentReviewRequired,
      items: await reviewQueue(db, currentUser(request).id),
    }),
  );

  app.get(
    assessmentReviewEndpoints.detail.path,
    { config: { access: assessmentReviewEndpoints.detail.access }, schema: { params: idParam, response: { 200: reviewDetailSchema } } },
    async (request) => reviewDetail(db, currentUser(request), request.params.id),
  );

  app.post(
    assessmentReviewEndpoints.review.path,
    { config: { access: assessmentReviewEndpoints.review.access }, schema: { params: idParam, body: reviewBody, response: { 200: reviewResultSchema } } },
    async (request) => reviewAssessment(db, currentUser(request), request.params.id, request.body),
  );
};
