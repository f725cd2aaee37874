import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install the Debian package "chromium" (apt-get install chromium) or set CHROMIUM_PATH.`);
}
const port = Number(process.env.E2E_PORT ?? 5174);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
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
    { name: 'foundation', testMatch: 'foundation.spec.ts' },
    // The foundation journey registers the one owner through the wizard, so it runs first;
    // the other journeys share its server and find the owner registered.
    { name: 'journeys', testIgnore: 'foundation.spec.ts', dependencies: ['foundation'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
