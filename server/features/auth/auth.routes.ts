import { z } from 'zod';
import { currentUserSchema, signInBody, signUpBody } from '../../../core/contracts/auth';
import type { RegisterRoutes } from '../../context';
import { currentUser, SESSION_COOKIE } from '../../plugins/auth';
import { signIn, signUp } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { createSession, deleteSessionByToken } from './session.service';
import { limitSignInsFrom } from './sign-in-limit';
import { toCurrentUser } from './user-view';

export const authRoutes: RegisterRoutes = (app, { db, config }) => {
  // Browser entry points kept from the specification (DECISIONS §1).
  app.get('/api/login', { config: { access: 'public' } }, (_request, reply) => reply.redirect('/sign-in'));

  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    // A GET that ends a session: a link or image on another site must not sign staff out
    // (browsers say where a request came from in Sec-Fetch-Site; the app's own links are same-origin).
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/');
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(reply, config);
    return reply.redirect('/');
  });

  app.post(
    '/api/auth/sign-up',
    { config: { access: 'public' }, schema: { body: signUpBody, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      const user = await signUp(db, request.body);
      const token = await createSession(db, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(reply, config, token);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/sign-in',
    { config: { access: 'public' }, schema: { body: signInBody, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      await limitSignInsFrom(db, config, request.ip);
      const user = await signIn(db, request.body);
      // A fresh token at every sign-in; the old cookie's session is ended (rotation).
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSessionByToken(db, previous);
      const token = await createSession(db, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(reply, config, token);
      return toCurrentUser(user);
    },
  );

  app.post('/api/auth/sign-out', { config: { access: 'public' }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(reply, config);
    return reply.status(204).send(null);
  });

  app.get('/api/auth/user', { config: { access: 'signed-in' }, schema: { response: { 200: currentUserSchema } } }, async (request) =>
    toCurrentUser(currentUser(request)),
  );
};
