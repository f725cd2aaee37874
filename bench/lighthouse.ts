import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  /** The metrics behind the performance score, for finding what to fix. */
  metrics: string;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/**
 * Lighthouse's mobile audit (its default: emulated mid-range phone, throttled network and
 * CPU) of each page in the system Chromium. `cookie` makes signed-in pages reachable.
 */
export async function lighthouseScores(pages: Array<{ name: string; url: string; cookie?: string }>): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const out: LighthouseScores[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      const categories = result?.lhr.categories;
      const audits = result?.lhr.audits ?? {};
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
        .map((id) => `${id.split('-').map((w) => w[0]).join('').toUpperCase()} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      out.push({ page: page.name, performance: Math.round((categories?.performance?.score ?? 0) * 100), accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100), metrics });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
