import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppContext, ZodApp } from '../context';
import type { Db } from '../db/client';
import { openTestDatabase } from './database';
import { TEST_EMPLOYEE_CODE, TEST_OWNER_CODE } from './database-template';
import { fileStore } from '../lib/storage';
import { dropBucket, testStorageEnv } from './storage';

export { TEST_EMPLOYEE_CODE, TEST_OWNER_CODE };
/** Origin the CSRF check expects for `inject()` requests (host localhost:80). */
export const TEST_ORIGIN = 'http://localhost:80';

export interface TestApp {
  app: ZodApp;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The database and config behind each test app, so factories that are given only the app
 * can do what a person would do outside HTTP (an owner minting an access key).
 */
const contexts = new WeakMap<ZodApp, AppContext>();

export function contextOf(app: ZodApp): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('not an app made by createTestApp()');
  return ctx;
}

/** The real app on its own database and upload folder, for `inject()` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  /** A logger to read what the app logged (tests of log levels); silent otherwise. */
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'plumbing-test-'));
  const config = loadConfig(
    // Every test signs in from one address: the sign-in limit is raised unless a test sets it.
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OWNER_ACCESS_CODE: TEST_OWNER_CODE,
      EMPLOYEE_ACCESS_CODE: TEST_EMPLOYEE_CODE,
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      ...testStorageEnv(),
      ...env,
    },
    { webDir: undefined, ...overrides },
  );
  await fileStore(config).init();
  const database = await openTestDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: options.logger ?? false });
  await app.ready();
  contexts.set(app, { db: database.db, config });
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (config.storage.kind === 's3') await dropBucket(config.storage.bucket);
    },
  };
}
