import { z } from 'zod';
import {
  accountEndpoints,
  changePasswordBody,
  PASSWORD_RESET_ACCEPTED,
  passwordResetAccepted,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  resetLinkResponse,
} from '../../../core/contracts/account';
import { ownerPinBody } from '../../../core/contracts/admin';
import { idParam } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { currentUser, requestOrigin } from '../../auth/plugin';
import { limitSignInsFrom } from '../../auth/sign-in-limit';
import { unauthorized } from '../../lib/errors';
import { changePassword } from './password.service';
import { confirmReset, limitResetRequests, mailResetLink, makeResetLinkFor } from './password-reset.service';

/** Reset mails still being sent after their 202: tests wait for them (settleResetMails). */
const pendingMails = new Set<Promise<unknown>>();
export function settleResetMails(): Promise<unknown> {
  return Promise.allSettled([...pendingMails]);
}

/** Change password, forgotten password, and the reset link a manager makes (docs/product.md#passwords). */
export const passwordRoutes: RegisterRoutes = (app, ctx) => {
  const { db, config } = ctx;

  app.post(
    accountEndpoints.changePassword.path,
    {
      config: { access: accountEndpoints.changePassword.access },
      schema: { body: changePasswordBody, response: { 200: z.object({ otherSessionsEnded: z.number() }) } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      await limitSignInsFrom(db, config, request.ip);
      return changePassword(db, request.auth, request.body);
    },
  );

  app.post(
    accountEndpoints.requestReset.path,
    { config: { access: accountEndpoints.requestReset.access }, schema: { body: passwordResetRequestBody, response: { 202: passwordResetAccepted } } },
    async (request, reply) => {
      const mayMail = await limitResetRequests(db, request.ip, request.body.email);
      if (mayMail) {
        const job = mailResetLink(ctx, request.body.email)
          .then((outcome) => outcome === 'no-mail' && request.log.warn('password reset asked for, but no mail can go: set SMTP_URL, MAIL_FROM and APP_ORIGIN'))
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset email failed'))
          .finally(() => pendingMails.delete(job));
        pendingMails.add(job);
      }
      return reply.status(202).send(PASSWORD_RESET_ACCEPTED);
    },
  );

  app.post(
    accountEndpoints.confirmReset.path,
    { config: { access: accountEndpoints.confirmReset.access }, schema: { body: passwordResetConfirmBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      await confirmReset(db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    accountEndpoints.resetLink.path,
    {
      config: { access: accountEndpoints.resetLink.access, secret: true },
      schema: { params: idParam, body: ownerPinBody, response: { 200: resetLinkResponse } },
    },
    async (request) => {
      // The manager's own browser opens or copies the link: its origin (checked same-origin) is the app's.
      return makeResetLinkFor(db, currentUser(request), request.params.id, request.body.pin, requestOrigin(config, request));
    },
  );
};
