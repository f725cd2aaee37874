import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { requestOrigin } from '../../auth/plugin';

/**
 * The origin a certificate's verification URL is printed at when it recorded none: APP_ORIGIN,
 * or (unset, in development) the origin the reading request came to, as the CSRF check takes
 * it (requestOrigin, server/auth/plugin.ts). Issuing records an origin only when APP_ORIGIN is
 * set (issueCertificate), so a requester-chosen Host is never kept on a certificate.
 */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  return requestOrigin(config, request);
}
