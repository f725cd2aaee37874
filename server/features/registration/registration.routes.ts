import { currentUserSchema } from '../../../core/contracts/auth';
import { registrationBody } from '../../../core/contracts/registration';
import { LIMITS } from '../../../core/limits';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { startSession } from '../../auth/browser-session';
import { toCurrentUser } from '../../auth/user-view';
import { completeRegistration } from './registration.service';

export const registrationRoutes: RegisterRoutes = (app, ctx) => {
  app.post(
    '/api/employee-profile',
    {
      config: { access: 'signed-in' },
      // Five photos and signatures travel as data URLs.
      bodyLimit: LIMITS.jsonBodyMaxBytes,
      schema: { body: registrationBody, response: { 200: currentUserSchema } },
    },
    async (request, reply) => {
      const user = await completeRegistration(ctx, currentUser(request), request.body);
      // Registration is a privilege change: a fresh session id, and the token that was
      // good before it (sign-up's) is ended, as at sign-in (docs/product.md#sessions).
      await startSession(request, reply, ctx.db, ctx.config, user);
      return toCurrentUser(user);
    },
  );
};
