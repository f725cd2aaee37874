import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCheck, plumberSignedIn, post } from './report-fixtures';

/** Prints the page as Chromium's "Save as PDF" does (A4 from the page's CSS) and reads it back with poppler. */
async function printed(page: Page, name: string): Promise<{ pages: number; text: string[] }> {
  await page.emulateMedia({ media: 'print' });
  const dir = process.env.SHOTS_DIR ? path.join(process.env.SHOTS_DIR, 'printing') : mkdtempSync(path.join(tmpdir(), 'print-'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  const text = Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }),
  );
  return { pages, text };
}

test('the certificate page prints on exactly one A4 page, signature block included', async ({ page }) => {
  await plumberSignedIn(page);
  const id = await createCheck(page);
  await page.goto(`/compliance-certificate/${id}`);
  await expect(page.getByText('Margaret Chen').first()).toBeVisible();
  const draft = await printed(page, 'certificate');
  expect(draft.pages).toBe(1);
  expect(draft.text[0]).toContain('DRAFT');
  // Issued, it carries its number and the verification link and QR code instead of the mark.
  await post(page.request, `/api/flood-prevention-checks/${id}/certificate`, {});
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(page.getByTestId('verification')).toBeVisible();
  const issued = await printed(page, 'certificate-issued');
  expect(issued.pages).toBe(1);
  expect(issued.text[0]).toMatch(/FPC-\d{4}-\d{6}/);
  expect(issued.text[0]).toContain('/verify/');
});

test('the client report prints without near-empty pages', async ({ page }) => {
  await plumberSignedIn(page);
  const id = await createCheck(page);
  await page.goto(`/client-report/${id}`);
  await expect(page.getByText('Margaret Chen').first()).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  const { pages, text } = await printed(page, 'client-report');
  // Every page but the last carries a real share of the report: no page left with a line or two.
  const lines = text.map((t) => t.split('\n').filter((l) => l.trim()).length);
  for (const [i, n] of lines.slice(0, -1).entries()) expect(n, `page ${i + 1} of ${pages}: ${n} lines`).toBeGreaterThan(12);
  expect(lines.at(-1), 'last page').toBeGreaterThan(2);
});
