import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '../../core/limits';
import type { AppConfig } from '../config';

/**
 * The session cookie's name, the one place every reader and writer takes it from. In
 * production `__Host-sid`: browsers accept that name only with Secure, Path=/ and no Domain,
 * so no subdomain or plain-http page can set or shadow it. Development and tests keep `sid`,
 * since browsers refuse a `__Host-` cookie without Secure, and Secure needs https.
 */
export function sessionCookieName(config: Pick<AppConfig, 'env'>): string {
  return config.env === 'production' ? '__Host-sid' : 'sid';
}

/** The session token the request carries, if any. */
export function readSessionToken(request: FastifyRequest, config: Pick<AppConfig, 'env'>): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

/** HttpOnly, SameSite=Lax, Secure in production (docs/product.md#sessions); never a Domain (host-only). */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: LIMITS.sessionLifetimeDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.env === 'production' });
}
