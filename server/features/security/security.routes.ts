import { activeSessionsSchema, securityEndpoints, sessionParams } from '../../../core/contracts/admin';
import { okResponse } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { activeSessions, endSession } from './security.service';

/** Security monitor (docs/product.md#monitor): owner and management (docs/product.md#roles). */
export const securityRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    securityEndpoints.activeSessions.path,
    { config: { access: securityEndpoints.activeSessions.access }, schema: { response: { 200: activeSessionsSchema } } },
    async (request) => ({
      activeSessions: await activeSessions(db, currentUser(request), request.auth?.sessionId),
    }),
  );

  app.delete(
    securityEndpoints.endSession.path,
    { config: { access: securityEndpoints.endSession.access }, schema: { params: sessionParams, response: { 200: okResponse } } },
    async (request) => {
      await endSession(db, currentUser(request), request.params.sessionId);
      return { ok: true as const };
    },
  );
};
