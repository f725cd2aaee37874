import type { FastifyInstance, onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer carries a secret (a new access key, a login PIN, the shared access code, a
     * reset link): it is sent with `Cache-Control: no-store`.
     */
    secret?: boolean;
  }
}

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('Cache-Control', 'no-store');
  done();
};

/**
 * Honours `config.secret` on every route registered after this: the header is added as the
 * route's own first onRequest hook, so other routes pay nothing for it.
 */
export function installSecretResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.secret) return;
    route.onRequest = [noStore, ...[route.onRequest ?? []].flat()];
  });
}
