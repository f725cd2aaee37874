import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './cookies';
import { createSession, deleteSessionByToken, validateSession, type SessionContext } from './session';

/** The session this browser's cookie names, or null (none, unknown, expired, idle or removed). */
export async function readSession(request: FastifyRequest, db: Db, config: AppConfig): Promise<SessionContext | null> {
  const token = readSessionToken(request, config);
  return token ? validateSession(db, token, { ip: request.ip }) : null;
}

/**
 * Signs this browser in as `user`, the one way every sign-in ends (password, PIN, sign-up):
 * a fresh token each time, and the session the browser's cookie named before is ended
 * (rotation), so a token known before sign-in is worth nothing after it.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, db: Db, config: AppConfig, user: { id: number }): Promise<void> {
  const previous = readSessionToken(request, config);
  if (previous) await deleteSessionByToken(db, previous);
  const token = await createSession(db, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(reply, config, token);
}

/** Signs this browser out: its session ends and the cookie is cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, db: Db, config: AppConfig): Promise<void> {
  const token = readSessionToken(request, config);
  if (token) await deleteSessionByToken(db, token);
  clearSessionCookie(reply, config);
}
