import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import type { RegisterRoutes } from './context';
import path from 'node:path';

/** Starts the server: PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    afterMigrate: (db) => seedDatabase(db, config, logger),
  });
  const app = await buildApp({ config, db: database.db, logger, extraRoutes: process.env.BENCH === '1' ? [benchRoutes] : [] });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Plumbing staff app on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The benchmark's reference: a route doing no work, mounted only when BENCH=1. */
const benchRoutes: RegisterRoutes = (app) => {
  app.get('/api/bench/hello', { config: { access: 'public' } }, async () => ({ hello: 'world' }));
};
