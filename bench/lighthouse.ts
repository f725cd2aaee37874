import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

export interface LighthouseScores {
  page: string;
  /** Of the median run (by performance score). */
  performance: number;
  accessibility: number;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  /** The metrics behind the median run's performance score, for finding what to fix. */
  metrics: string;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * Lighthouse's mobile audit (its default: emulated mid-range phone, throttled network and
 * CPU) of each page in the system Chromium, `runs` times each (Lighthouse's simulated CPU
 * is scaled from a shared host's speed, so one run says little); the median run by
 * performance score is reported. `cookie` makes signed-in pages reachable. With
 * BENCH_LH_DIR set, every run's full report (JSON) is written there.
 */
export async function lighthouseScores(pages: Array<{ name: string; url: string; cookie?: string }>, runs = 1): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const reportDir = process.env.BENCH_LH_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  try {
    const out: LighthouseScores[] = [];
    for (const [index, page] of pages.entries()) {
      const results: Array<Omit<LighthouseScores, 'performanceRuns'>> = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        if (reportDir && result) writeFileSync(path.join(reportDir, `page${index}-run${run}.json`), JSON.stringify(result.lhr));
        const categories = result?.lhr.categories;
        const audits = result?.lhr.audits ?? {};
        const metrics = METRICS.map(
          (id) =>
            `${id
              .split('-')
              .map((w) => w[0])
              .join('')
              .toUpperCase()} ${audits[id]?.displayValue ?? '?'}`,
        ).join(', ');
        results.push({
          page: page.name,
          performance: Math.round((categories?.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
          metrics,
        });
      }
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor((results.length - 1) / 2)]!;
      out.push({ ...median, performanceRuns: results.map((r) => r.performance) });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
