import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './scripts/test-files.mjs';

/**
 * Three projects (docs/architecture.md#tests): `unit` touches no database and runs once (core,
 * web, and the server and script files that open none; a web file that needs the DOM says so
 * with a `@vitest-environment jsdom` comment); `api` opens a database and runs once per
 * database (`npm test` runs it on PGlite and on PostgreSQL); `reliability` runs real server
 * processes on PostgreSQL. scripts/test-files.mjs decides which server files open a database.
 */
const apiFiles = databaseTestFiles(import.meta.dirname);

/** Server-side files: slower than unit tests of pure code (a build, a worker pool, a database). */
const serverTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1); the test files are independent processes.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    pool: 'forks',
    // A worker runs file after file, loading the server's modules once (docs/architecture.md#tests).
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['core/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...apiFiles],
          environment: 'node',
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'api',
          include: apiFiles,
          environment: 'node',
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
          ...serverTimeouts,
        },
      },
      {
        // Multi-process suites against the built server on PostgreSQL (docs/architecture.md#reliability-suite): run by
        // `npm test` after the build when DATABASE_URL is set, or `npm run test:reliability`. Files run side by side:
        // each starts its own processes on ports the system chooses, with databases of their own.
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
