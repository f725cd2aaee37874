import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * The origin printed in verification URLs: APP_ORIGIN, or (unset, in development) the origin
 * the request came to, as the CSRF check takes it (server/auth/plugin.ts).
 */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.appOrigin ?? `${request.protocol}://${request.host}`;
}
