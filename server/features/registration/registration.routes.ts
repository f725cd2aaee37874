import type { FastifyRequest } from 'fastify';
import { currentUserSchema } from '../../../core/contracts/auth';
import {
  ACCESS_CODE_HEADER,
  accessCodeCheckBody,
  accessCodeCheckResponse,
  registrationBody,
  registrationEndpoints,
} from '../../../core/contracts/registration';
import { LIMITS } from '../../../core/limits';
import type { AppContext, RegisterRoutes } from '../../context';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../auth/plugin';
import { startSession } from '../../auth/browser-session';
import { toCurrentUser } from '../../auth/user-view';
import { rolesFor } from './access-code';
import { checkAccessCode, completeRegistration } from './registration.service';

/** What a registration body may weigh before its access code is verified: no photos. */
const UNVERIFIED_BODY_MAX_BYTES = 1024 * 1024;

export const registrationRoutes: RegisterRoutes = (app, ctx) => {
  app.post(
    registrationEndpoints.accessCodeCheck.path,
    { config: { access: registrationEndpoints.accessCodeCheck.access }, schema: { body: accessCodeCheckBody, response: { 200: accessCodeCheckResponse } } },
    async (request) => ({ roles: rolesFor(await checkAccessCode(ctx, currentUser(request), request.body.employeeAccessCode)) }),
  );

  app.post(
    registrationEndpoints.register.path,
    {
      config: { access: registrationEndpoints.register.access },
      // Five photos and signatures travel as data URLs, once the access code is verified.
      bodyLimit: LIMITS.jsonBodyMaxBytes,
      preParsing: async (request, _reply, payload) => {
        await admitBody(ctx, request);
        return payload;
      },
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

/**
 * Runs before the body is read. Any signed-up account may call this route, so a body of up
 * to 48 MB is read only for a caller whose access code (the header) is valid; without it,
 * the body must declare a length of at most 1 MB. A refusal answers at once and closes the
 * connection (plugins/timeouts.ts), so a stalled or huge body is never taken in.
 */
async function admitBody(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const header = request.headers[ACCESS_CODE_HEADER];
  if (typeof header === 'string' && header !== '') {
    await checkAccessCode(ctx, currentUser(request), decodeHeader(header));
    return;
  }
  const length = Number(request.headers['content-length']);
  if (!(length <= UNVERIFIED_BODY_MAX_BYTES)) {
    throw new AppError(413, 'too_large', 'The request is too large. Registration photos are accepted with a valid employee access code.');
  }
}

/** The header is URI-encoded (a code may hold characters a header cannot); a broken encoding is a wrong code. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
