import { currentUserSchema } from '../../../core/contracts/auth';
import { registrationBody } from '../../../core/contracts/registration';
import { LIMITS } from '../../../core/limits';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
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
    async (request) => toCurrentUser(await completeRegistration(ctx, currentUser(request), request.body)),
  );
};
