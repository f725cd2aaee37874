import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../core/limits';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { AppContext, RegisterRoutes, ZodApp } from './context';
import type { Db } from './db/client';
import { readSession } from './auth/browser-session';
import { installAuth } from './auth/plugin';
import { dashboardIndexHtml, type ViteManifest } from './lib/web-preload';
import { addressLimitKey } from './lib/client-address';
import { installErrorHandling, rateLimitError } from './plugins/errors';
import { installOpenApi } from './plugins/openapi';
import { installSecretResponses } from './plugins/secret-responses';
import { installSecurityHeaders } from './plugins/security-headers';
import { installBodyDeadline, serverTimeouts } from './plugins/timeouts';
import { routeModules } from './routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  logger?: FastifyBaseLogger | boolean;
  /** Extra routes: the benchmark's (main.ts, BENCH=1), which must declare their access like any other. */
  extraRoutes?: RegisterRoutes[];
}

/** Builds the whole HTTP app; tests call it and use `inject()`, main.ts makes it listen. */
export async function buildApp(opts: BuildAppOptions): Promise<ZodApp> {
  const { config, db } = opts;
  const app = Fastify({
    loggerInstance: typeof opts.logger === 'object' ? opts.logger : undefined,
    logger: typeof opts.logger === 'boolean' ? opts.logger : undefined,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  installSecurityHeaders(app, config);
  installBodyDeadline(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => addressLimitKey(request.ip),
    errorResponseBuilder: rateLimitError,
  });
  await app.register(multipart, {
    // Raised deliberately from the 1 MB default: phone photos are several MB (docs/product.md#photos).
    limits: { fileSize: LIMITS.photoMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 4096 },
  });
  installAuth(app, { db, config });
  installSecretResponses(app);
  await installOpenApi(app);

  const ctx: AppContext = { db, config };
  for (const register of [...routeModules, ...(opts.extraRoutes ?? [])]) await register(app, ctx);

  await serveWebApp(app, config, db);
  return app;
}

/** Serves the built React app, with index.html for every non-API path (client-side routes). */
async function serveWebApp(app: ZodApp, config: AppConfig, db: Db): Promise<void> {
  const webDir = config.webDir;
  const hasWeb = Boolean(webDir && existsSync(path.join(webDir, 'index.html')));
  if (hasWeb && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: served by Accept-Encoding, no CPU per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const dashboardHtml = hasWeb && webDir ? await readDashboardIndexHtml(webDir) : null;
  // The signed-out "/" as static HTML without JavaScript (the build renders it from the
  // LandingPage component, scripts/build.mjs); a build without it sends index.html.
  const hasLanding = Boolean(hasWeb && webDir && existsSync(path.join(webDir, 'landing.html')));
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      const isHome = request.url === '/' || request.url.startsWith('/?');
      if (isHome && (hasLanding || dashboardHtml)) {
        const session = await readSession(request, db, config);
        // A visitor (no cookie, or one of an ended session) gets the static landing page, its
        // .br/.gz copy by Accept-Encoding.
        if (!session && hasLanding) return reply.type('text/html; charset=utf-8').sendFile('landing.html');
        // "/" opens a registered user's dashboard: its chunks and data load with the entry. Only
        // then: a preloaded answer is kept until the page first asks for it, so a 403 preloaded
        // during registration would be what the dashboard got after it.
        if (session?.user.profileCompleted && dashboardHtml) return reply.type('text/html; charset=utf-8').send(dashboardHtml);
      }
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}

/** index.html with the signed-in dashboard's preloads, or null when the build has no manifest. */
async function readDashboardIndexHtml(webDir: string): Promise<string | null> {
  try {
    const [html, manifest] = await Promise.all([
      readFile(path.join(webDir, 'index.html'), 'utf8'),
      readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
    ]);
    return dashboardIndexHtml(html, JSON.parse(manifest) as ViteManifest);
  } catch {
    return null;
  }
}
