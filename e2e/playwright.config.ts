import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install the Debian package "chromium" (apt-get install chromium) or set CHROMIUM_PATH.`);
}

/** The worker option of e2e/fixtures.ts. */
type WorkerOptions = { ownerRegistered: boolean };

export default defineConfig<object, WorkerOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Files are shared out among the workers, each with a server of its own (e2e/fixtures.ts), so
  // journeys in parallel never see each other's data; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
    screenshot: 'only-on-failure',
    // The app's service worker (ADR 0025) would answer requests that journeys intercept with
    // page.route: it is blocked, except in the offline journeys, which allow it themselves.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: chromium,
      // The fake camera answers getUserMedia without a prompt (photo capture journeys).
      args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
  },
  projects: [
    // The foundation journey registers the one owner through the wizard, on servers of its own;
    // every other journey's server has its owner registered through the API.
    { name: 'foundation', testMatch: 'foundation.spec.ts', use: { ownerRegistered: false } },
    { name: 'journeys', testIgnore: 'foundation.spec.ts' },
  ],
});
