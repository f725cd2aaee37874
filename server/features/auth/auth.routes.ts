import { z } from 'zod';
import { authEndpoints, currentUserSchema, pinSignInBody, signedInUserSchema, signInBody, signUpBody } from '../../../core/contracts/auth';
import { endSession, startSession } from '../../auth/browser-session';
import { readDeviceSecret } from '../../auth/device-cookie';
import { currentUser } from '../../auth/plugin';
import { limitSignInsFrom } from '../../auth/sign-in-limit';
import { toCurrentUser } from '../../auth/user-view';
import type { RegisterRoutes } from '../../context';
import { signIn, signUp } from './auth.service';
import { signInWithPin } from './pin-sign-in';

export const authRoutes: RegisterRoutes = (app, { db, config }) => {
  // Browser entry points (docs/product.md#sessions).
  app.get(authEndpoints.login.path, { config: { access: authEndpoints.login.access } }, (_request, reply) => reply.redirect('/sign-in'));

  app.get(authEndpoints.logout.path, { config: { access: authEndpoints.logout.access } }, async (request, reply) => {
    // A GET that ends a session: a link or image on another site must not sign staff out
    // (browsers say where a request came from in Sec-Fetch-Site; the app's own links are same-origin).
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/');
    await endSession(request, reply, db, config);
    return reply.redirect('/');
  });

  app.post(
    authEndpoints.signUp.path,
    { config: { access: authEndpoints.signUp.access }, schema: { body: signUpBody, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      const user = await signUp(db, request.body);
      await startSession(request, reply, db, config, user);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    authEndpoints.signIn.path,
    { config: { access: authEndpoints.signIn.access }, schema: { body: signInBody, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      const user = await signIn(db, request.body);
      await startSession(request, reply, db, config, user);
      return toCurrentUser(user);
    },
  );

  app.post(
    authEndpoints.pinSignIn.path,
    { config: { access: authEndpoints.pinSignIn.access }, schema: { body: pinSignInBody, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      const user = await signInWithPin(db, request.body, readDeviceSecret(request));
      await startSession(request, reply, db, config, user);
      return toCurrentUser(user);
    },
  );

  app.post(
    authEndpoints.signOut.path,
    { config: { access: authEndpoints.signOut.access }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(request, reply, db, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    authEndpoints.currentUser.path,
    { config: { access: authEndpoints.currentUser.access }, schema: { response: { 200: signedInUserSchema } } },
    async (request) => ({ ...toCurrentUser(currentUser(request)), sessionExpiresAt: request.auth!.expiresAt.toISOString() }),
  );
};
