import { analyticsEndpoints, analyticsQuery, analyticsResponse, floodPreventionStatsSchema } from '../../../core/contracts/analytics';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { buildAnalytics, buildFloodPreventionStats } from './analytics.service';

/** Performance analytics (docs/product.md#analytics): one's own figures only (docs/product.md#roles). */
export const analyticsRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    analyticsEndpoints.analytics.path,
    { config: { access: analyticsEndpoints.analytics.access }, schema: { querystring: analyticsQuery, response: { 200: analyticsResponse } } },
    async (request) => buildAnalytics(db, currentUser(request), request.query.range, config.timeZone),
  );

  app.get(
    analyticsEndpoints.stats.path,
    { config: { access: analyticsEndpoints.stats.access }, schema: { response: { 200: floodPreventionStatsSchema } } },
    async (request, reply) => {
      // Never cached (docs/product.md#analytics): figures change with every saved check.
      reply.header('Cache-Control', 'no-store');
      return buildFloodPreventionStats(db, currentUser(request));
    },
  );
};
