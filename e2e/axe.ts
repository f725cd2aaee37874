import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Runs axe-core on the page at 1280 and 375 px and fails on any serious or critical violation
 * (docs/product.md#interface). The page's context must have `bypassCSP: true`: axe is injected as a script
 * the app's CSP would refuse.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const restore = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // Colours in mid-transition (a sidebar item just made active) are not the page's colours.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
      }));
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3))}`),
      `${screen} at ${width} px`,
    ).toEqual([]);
  }
  await page.setViewportSize(restore);
}
