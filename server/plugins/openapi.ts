import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodApp } from '../context';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: { config?: { access?: unknown } } };

/**
 * The OpenAPI 3 description is made from the routes' own zod schemas (docs/architecture.md#features-screens-api-and-where-they-live), so it
 * cannot drift from what the server validates. Each operation carries who may call it
 * (`x-access`, docs/product.md#roles): the route's `config.access`, which every route takes
 * from its endpoint's declaration in core/contracts; routes that declare no access (the web
 * app's files) are left out.
 */
export async function installOpenApi(app: ZodApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Home Plumbing staff app API',
        version: '1',
        description:
          'Every call is JSON over HTTPS with the session cookie set by POST /api/auth/sign-in. State-changing calls must carry an Origin equal to the app origin. Errors share one shape: { code, message, fields? }. x-access names who may call each operation.',
      },
    },
    transform: (input: TransformInput) => {
      const access = input.route?.config?.access;
      if (!access) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      return { ...out, schema: { ...out.schema, tags: [tagOf(input.url)], 'x-access': access } };
    },
  });
}

/** The area an operation belongs to: the first path segment after /api. */
function tagOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}
