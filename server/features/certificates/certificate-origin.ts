import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * APP_ORIGIN, or (unset, in development) the origin the request came to, as the CSRF check
 * takes it (server/auth/plugin.ts). Issuing records it on the certificate; reading uses it only
 * for certificates issued before migration 0013, which never recorded theirs.
 */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.appOrigin ?? `${request.protocol}://${request.host}`;
}
