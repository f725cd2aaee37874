import cluster from 'node:cluster';
import pino from 'pino';
import { benchEndpoints } from '../core/contracts/system';
import { LIMITS } from '../core/limits';
import { buildApp } from './app';
import { ConfigError, loadConfig, processCount, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { runBackfills } from './db/backfills';
import { seedDatabase, type OwnerCodeState } from './db/seed';
import type { RegisterRoutes } from './context';
import { sweepSpentCounters } from './auth/throttle';
import { backfillFollowUps } from './features/flood-checks/follow-up-sync';
import { sweepOrphanPhotos } from './features/flood-checks/orphan-sweep';
import { startBanner } from './lib/start-banner';
import { fileStore } from './lib/storage';
import { sweepUnregisteredAccounts } from './features/registration/unregistered-sweep';
import { runLicenceReminders } from './features/licences/reminders';
import { sweepSpentResetTokens } from './features/auth/password-reset.repo';
import path from 'node:path';

const SHUTDOWN_DEADLINE_MS = 10_000;

/** Starts the server: PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const stdout = pino.destination(1);
  const logger = pino({ level: config.logLevel }, stdout);
  // Unreachable storage or refused credentials stop the start here, in words (ConfigError).
  await fileStore(config).init();
  let owner = { kind: 'owner-registered' } as OwnerCodeState;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    afterMigrate: async (db) => {
      owner = await seedDatabase(db, config);
      for (const { name, changed } of await runBackfills(db, { 'follow-ups': backfillFollowUps }))
        logger.info(`one-off ${name} backfill done: ${changed} record(s) added`);
    },
  });
  const app = await buildApp({ config, db: database.db, logger, extraRoutes: process.env.BENCH === '1' ? [benchRoutes] : [] });

  // Start-up and hourly sweeps. Every process runs them: each deletes only what its own
  // conditions still hold for, so running twice, or at once in two processes, is harmless.
  const sweeps = [
    {
      name: 'photo sweep',
      run: () => sweepOrphanPhotos(database.db, config, config.uploadOrphanGraceMinutes * 60_000),
      level: 'warn' as const,
      what: 'photo file(s) left without a record by an interrupted upload',
    },
    {
      name: 'account sweep',
      run: () => sweepUnregisteredAccounts(database.db),
      level: 'info' as const,
      what: `account(s) not registered within ${LIMITS.unregisteredAccountDays} days`,
    },
    { name: 'lockout counter sweep', run: () => sweepSpentCounters(database.db), level: 'debug' as const, what: 'spent lockout counter(s)' },
    { name: 'reset link sweep', run: () => sweepSpentResetTokens(database.db), level: 'debug' as const, what: 'spent password reset link(s)' },
  ];
  const sweep = () =>
    Promise.all(
      sweeps.map(({ name, run, level, what }) =>
        run()
          .then((n) => n && logger[level](`removed ${n} ${what}`))
          .catch((error: unknown) => logger.error({ err: error }, `${name} failed`)),
      ),
    );
  // Licence reminders: every process asks hourly, the first to claim the day in the database
  // sends that day's reminders (features/licences/reminders.ts).
  const remind = () =>
    runLicenceReminders({ db: database.db, config })
      .then(({ ran, sent, failed }) => ran && logger[failed ? 'warn' : 'info'](`licence reminders: ${sent} sent, ${failed} failed (retried tomorrow)`))
      .catch((error: unknown) => logger.error({ err: error }, 'licence reminders failed'));
  await sweep();
  void remind();
  const sweeper = setInterval(() => void sweep().then(remind), 3_600_000);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Requests in flight get a deadline to finish; a client that stalls (or a body still
    // trickling in) must not hold the stop, so then every connection left is closed.
    const deadline = setTimeout(() => {
      logger.warn(`closing the connections still open ${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}`);
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    await app.close();
    clearTimeout(deadline);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.appOrigin ?? `http://localhost:${config.port}`;
  logger.info({ url, database: database.kind }, 'listening');
  // On standard output, whatever LOG_LEVEL: the owner must see their code. With several
  // workers, the first says it (and whichever generated the code). Through the log's own
  // stream, after Fastify's "listening" lines, so that none lands inside the box.
  await new Promise((resolve) => setImmediate(resolve));
  if (!cluster.isWorker || cluster.worker?.id === 1 || owner.kind === 'generated') {
    stdout.write(
      startBanner({ url, databaseKind: database.kind, databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadDir: storageWords(config), owner }),
    );
  }
}

/** The primary only supervises: it forks the workers, replaces one that dies, and stops them all. */
function supervise(count: number): void {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const startup = configOrExit();
const workers = processCount(startup);
if (cluster.isPrimary && workers > 1) {
  supervise(workers);
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

/** The configuration, or the operator reads what to fix (not a stack trace) and the process stops. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The benchmark's reference: a route doing no work, mounted only when BENCH=1. */
const benchRoutes: RegisterRoutes = (app) => {
  app.get(benchEndpoints.hello.path, { config: { access: benchEndpoints.hello.access } }, async () => ({ hello: 'world' }));
};

/** Where files are kept, for the start-up banner. */
function storageWords(config: AppConfig): string {
  const s = config.storage;
  return s.kind === 's3' ? `S3 bucket ${s.bucket} at ${s.endpoint ?? 'AWS'}` : config.uploadDir;
}
