import { readFile, rename, writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { phoneBrowser, serviceWorkerInCharge } from './offline-support';
import { plumberSignedIn } from './report-fixtures';
import { shoot } from './support';

const SW = fileURLToPath(new URL('../dist/web/sw.js', import.meta.url));

/**
 * A new deployment: the server's sw.js changes (its precompressed copies are moved aside, so
 * the changed file is what is sent). Answers the undo.
 */
async function deployNewWorker(): Promise<() => Promise<void>> {
  const original = await readFile(SW, 'utf8');
  for (const ext of ['.br', '.gz']) await rename(SW + ext, `${SW}${ext}.aside`).catch(() => undefined);
  await writeFile(SW, `${original}\n// deployed ${Date.now()}\n`);
  return async () => {
    await writeFile(SW, original);
    for (const ext of ['.br', '.gz']) await rename(`${SW}${ext}.aside`, SW + ext).catch(() => undefined);
  };
}

/** Issue 22 §6 (docs/product.md#offline, ADR 0025): an update waits for the user, and the open draft is saved before the reload. */
test('a new version waits: "Update available" with Reload, which saves the open form and only then reloads', async () => {
  const profile = await mkdtemp(path.join(tmpdir(), 'update-phone-'));
  const context = await phoneBrowser(profile);
  let undo: (() => Promise<void>) | undefined;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await plumberSignedIn(page);
    await page.goto('/flood-prevention');
    await serviceWorkerInCharge(page);
    // Typed a moment ago: the 5-second autosave has not run yet.
    await page.getByLabel('Client name').fill('Mid-Edit Client');

    undo = await deployNewWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Update available' });
    await expect(toast).toBeVisible();
    // Nothing reloads by itself: the form keeps what was typed, the old version still serves it.
    await page.waitForTimeout(1000);
    await expect(page.getByLabel('Client name')).toHaveValue('Mid-Edit Client');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await shoot(page, 'offline', 'update-available', { fullPage: false });

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    // The new version serves the page, and the draft saved before the reload is offered back.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    await expect(page.getByText('Previous Work Found')).toBeVisible();
    await expect(page.getByLabel('Client name')).toHaveValue('Mid-Edit Client');

    // Signing out leaves no kept copy of the user's screens on the device (the signed-out
    // landing page reads only the company's public time zone again).
    const keptAnswers = () => page.evaluate(async () => (await (await caches.open('api-get-v1')).keys()).map((r) => new URL(r.url).pathname).sort());
    expect(await keptAnswers()).toContain('/api/auth/user');
    await page.goto('/api/logout');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect((await keptAnswers()).filter((p) => p !== '/api/settings/app')).toEqual([]);
  } finally {
    await undo?.();
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
