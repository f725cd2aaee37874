import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

/**
 * Issue 22, "offline open": from navigation to the flood check form being usable (its Client
 * name field on screen and editable) in a 375 px phone profile with the CPU slowed 4x (CDP),
 * with no network at all (page and service worker), beside the same open online in the same
 * run. The profile has made one visit online first, as a plumber's phone would have.
 */
export interface OfflineOpenResult {
  offlineMs: number[];
  onlineMs: number[];
}

const FORM = '/flood-prevention';
/** Every request goes to a proxy that is not there: no network for the page or its worker (e2e/offline-support.ts). */
const NO_NETWORK = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>'];

async function phone(profile: string, base: string, offline: boolean): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: offline ? [...CHROMIUM_FLAGS, ...NO_NETWORK] : CHROMIUM_FLAGS,
    baseURL: base,
    viewport: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
  });
  if (offline) await context.setOffline(true);
  return context;
}

/** Opens the form `runs` times in fresh tabs, CPU slowed 4x; the milliseconds of each. */
async function timeOpens(context: BrowserContext, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(FORM, { waitUntil: 'commit' });
    await page.getByLabel('Client name').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => !(document.querySelector('input[name="clientName"]') as HTMLInputElement | null)?.disabled);
    times.push(Math.round(performance.now() - started));
    await page.close();
  }
  return times;
}

export async function benchOfflineOpen(base: string, cookie: string, runs = 5): Promise<OfflineOpenResult> {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-offline-'));
  try {
    const [name, value] = cookie.split('=') as [string, string];
    let context = await phone(profile, base, false);
    await context.addCookies([{ name, value, url: base }]);
    // The one visit online: the worker installs and precaches; a second open keeps the answers.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(FORM);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(FORM);
    await page.getByLabel('Client name').waitFor();
    // Reference: the same open online, worker in place.
    const onlineMs = await timeOpens(context, runs);
    await context.close();

    context = await phone(profile, base, true);
    const offlineMs = await timeOpens(context, runs);
    await context.close();
    return { offlineMs, onlineMs };
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
