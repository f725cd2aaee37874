import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { ZodApp } from '../context';
import type { Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { openTestDatabase } from './database';

export const TEST_OWNER_CODE = 'OWNER-TEST-CODE-2026';
export const TEST_EMPLOYEE_CODE = 'CREWCODE26';
/** Origin the CSRF check expects for `inject()` requests (host localhost:80). */
export const TEST_ORIGIN = 'http://localhost:80';

export interface TestApp {
  app: ZodApp;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

const quiet = { info: () => undefined, warn: () => undefined };

/** The real app on its own database and upload folder, for `inject()` tests. */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'plumbing-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, OWNER_ACCESS_CODE: TEST_OWNER_CODE, EMPLOYEE_ACCESS_CODE: TEST_EMPLOYEE_CODE, LOG_LEVEL: 'silent', ...env },
    { webDir: undefined, ...overrides },
  );
  const database = await openTestDatabase((db) => seedDatabase(db, config, quiet));
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
