import type { FastifyReply } from 'fastify';
import { LIMITS } from '../../core/limits';
import type { AppConfig } from '../config';

/** The session cookie: its value is the token, whose SHA-256 is the session's id. */
export const SESSION_COOKIE = 'sid';

/** HttpOnly, SameSite=Lax, Secure in production (DECISIONS §1). */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: LIMITS.sessionLifetimeDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.env === 'production' });
}
