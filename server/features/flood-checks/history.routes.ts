import { idParam } from '../../../core/contracts/common';
import { certificateEndpoints, checkHistory } from '../../../core/contracts/certificates';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { findVisibleCheck } from './check-access';
import { listCheckEvents } from './check-events';

/** GET /api/flood-prevention-checks/{id}/history (docs/product.md#history): to whoever may see the check, else 404. */
export const checkHistoryRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    certificateEndpoints.history.path,
    { config: { access: certificateEndpoints.history.access }, schema: { params: idParam, response: { 200: checkHistory } } },
    async (request) => {
      const row = await findVisibleCheck(db, currentUser(request), request.params.id);
      return listCheckEvents(db, row.id);
    },
  );
};
