import { systemEndpoints } from '../../../core/contracts/system';
import type { RegisterRoutes } from '../../context';
import { renderApiReference, type OpenApiDocument } from './api-reference';

/**
 * GET /api/openapi.json: the OpenAPI 3 description made from the routes' zod schemas
 * (server/plugins/openapi.ts); GET /api/docs: the same as a readable page, without scripts
 * (the CSP allows none inline). Public: they describe the API, not anyone's data.
 */
export const apiDocsRoutes: RegisterRoutes = (app) => {
  let page: string | undefined;
  const document = () => app.swagger() as unknown as OpenApiDocument;

  app.get(systemEndpoints.openapi.path, { config: { access: systemEndpoints.openapi.access }, schema: { hide: true } }, async () => document());

  app.get(systemEndpoints.docs.path, { config: { access: systemEndpoints.docs.access }, schema: { hide: true } }, async (_request, reply) => {
    page ??= renderApiReference(document());
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
