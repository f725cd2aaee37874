import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { phoneBrowser, serviceWorkerInCharge } from './offline-support';
import { plumberSignedIn } from './report-fixtures';
import { shoot } from './support';

/**
 * Issue 22 §1, §2 (docs/product.md#offline, ADR 0025): after one visit online, the app opens
 * with no network in a browser that was closed: the check form with its draft and photo,
 * Current Work, the training and guidelines read before (marked as offline copies), and a
 * screen that needs the server says so.
 */
test('after one visit online, the closed app reopens with no network: the draft and its photo, screens read before as offline copies', async () => {
  const profile = await mkdtemp(path.join(tmpdir(), 'offline-phone-'));
  try {
    // Online: sign in, read the training and the guidelines, start a draft with a photo.
    let context = await phoneBrowser(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await plumberSignedIn(page);
    await page.goto('/flood-prevention');
    await serviceWorkerInCharge(page);
    // Installable: the page names the manifest, whose icons (192, 512, maskable) are real PNGs.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    await page.goto('/training');
    await expect(page.getByRole('heading', { name: 'Training Hub' })).toBeVisible();
    await expect(page.getByText('Flood Prevention Inspection Mastery').first()).toBeVisible();
    await page.goto('/guidelines');
    await expect(page.getByRole('heading', { name: 'Company Guidelines' })).toBeVisible();
    await expect(page.getByText(/^Offline copy/)).toHaveCount(0);

    await page.goto('/flood-prevention');
    await page.getByLabel('Client name').fill('Basement Job');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 110, b: 170 } } })
      .jpeg()
      .toBuffer();
    await page.getByRole('radiogroup', { name: 'Bathroom 1 inspection' }).getByRole('radio', { name: 'Applicable' }).click();
    await page.locator('#photo-bathroom1').setInputFiles({ name: 'IMG_2201.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Temp', { exact: true })).toHaveCount(1);
    // Current Work saves the draft at once.
    await page.getByRole('tab', { name: 'Current Work' }).click();
    await expect(page.getByRole('heading', { name: 'Basement Job' })).toBeVisible();
    await context.close();

    // The browser reopened in a basement: no network before the first navigation.
    context = await phoneBrowser(profile, { offline: true });
    page = context.pages()[0] ?? (await context.newPage());
    const started = Date.now();
    await page.goto('/flood-prevention');
    await expect(page.getByText('Previous Work Found')).toBeVisible();
    // Truly without a network: the server cannot be reached from the page or its worker.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'reached',
          () => 'no network',
        ),
      ),
    ).toBe('no network');
    await expect(page.getByLabel('Client name')).toHaveValue('Basement Job');
    console.log(`offline open to draft restored: ${Date.now() - started} ms`);
    await expect(page.getByText('Temp', { exact: true })).toHaveCount(1);
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    await shoot(page, 'offline', 'flood-form-offline');
    await page.getByRole('tab', { name: 'Current Work' }).click();
    await expect(page.getByRole('heading', { name: 'Basement Job' })).toBeVisible();

    // Read before: shown from the kept copy, and marked as such with its Australian date.
    await page.goto('/guidelines');
    await expect(page.getByRole('heading', { name: 'Company Guidelines' })).toBeVisible();
    await expect(page.getByText(/^Offline copy, last updated \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();
    await page.goto('/training');
    await expect(page.getByText('Flood Prevention Inspection Mastery').first()).toBeVisible();
    await expect(page.getByText(/^Offline copy, last updated/)).toBeVisible();
    await shoot(page, 'offline', 'training-offline-copy');

    // Never read: it needs the server, and says so plainly.
    await page.goto('/assessment');
    await expect(page.getByText("You're offline - this needs a connection")).toBeVisible();
    await shoot(page, 'offline', 'needs-connection');
    await expectAccessible(page, 'offline: needs a connection');

    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
