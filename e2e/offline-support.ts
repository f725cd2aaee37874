import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { e2eServer } from './current-server';

/**
 * A phone's browser that keeps its profile on disk (service worker, caches, IndexedDB) between
 * launches, as a plumber's phone does between opening the app in the van and in a basement:
 * 375 px wide, the journeys' Chromium flags, the service worker allowed (ADR 0025).
 */
export async function phoneBrowser(userDataDir: string, { offline = false } = {}): Promise<BrowserContext> {
  const args = (test.info().project.use.launchOptions?.args as string[] | undefined) ?? CHROMIUM_FLAGS;
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    // No network for the service worker either: DevTools' offline emulation reaches a worker
    // only once it is attached, so a worker started by the first navigation could still reach
    // the server. Every request goes to a proxy that is not there (loopback included).
    args: offline ? [...args, '--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>'] : args,
    baseURL: e2eServer().url,
    viewport: { width: 375, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
    serviceWorkers: 'allow',
    // axe is injected as a script tag (e2e/axe.ts).
    bypassCSP: true,
  });
  // Before the first navigation, so the page says it is offline (navigator.onLine) too.
  if (offline) await context.setOffline(true);
  return context;
}

/** Waits until the service worker has precached the app and serves this page. */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${e2eServer().url}/sw.js`);
}
