import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import sharp from 'sharp';
import { expectAccessible } from '../axe';
import { fillClient, registerPlumber } from '../flood-helpers';
import { drawSignature, shotsDir } from '../support';

const SHOTS = shotsDir('offline-queue');

/** A photo as a 12 MP phone camera hands it over: 4000 x 3000. */
async function twelveMegapixel(n: number) {
  const buffer = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 30 + n * 20, g: 120, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `IMG_${2000 + n}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A job ready to send: client, one area with photos, signed. */
async function startJob(page: Page, client: string, photos: number) {
  await fillClient(page, client);
  await page.getByRole('radiogroup', { name: 'Bathroom 1 inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  for (let n = 0; n < photos; n++) await page.locator('#photo-bathroom1').setInputFiles(await twelveMegapixel(n));
  await expect(page.getByTestId('photos-bathroom1').locator('figure')).toHaveCount(photos);
  await drawSignature(page.getByTestId('plumberSignature-pad'));
  await expect(page.getByText('Signature captured')).toBeVisible();
}

const lineOf = (page: Page, client: string) => page.getByTestId('local-draft').filter({ hasText: client });

test('two jobs started with no signal are saved and their photos arrive, resized, once the network returns', async ({ page, context }) => {
  await registerPlumber(page, 'Casey');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/flood-prevention');
  await expect(page.locator('form[data-draft-checked="true"]')).toHaveCount(1);
  await context.setOffline(true);

  // Job A: two photos and Produce Report with no signal: kept, to be sent by itself.
  await startJob(page, 'Alex Offline', 2);
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByText('The check and its photos are sent when the network returns.')).toBeVisible();

  // Job B, while A waits.
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(lineOf(page, 'Alex Offline').getByTestId('photo-receipt')).toHaveText('2 photos waiting to upload');
  await page.getByRole('button', { name: 'New Draft' }).click();
  await expect(page.locator('form[data-draft-checked="true"]')).toHaveCount(1);
  await startJob(page, 'Blair Basement', 1);
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByText('The check and its photos are sent when the network returns.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByTestId('local-draft')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/current-work-offline-375.png`, fullPage: true });

  // Clearing a draft with unsent photos asks first, and says what would be lost.
  await page.getByRole('button', { name: 'Clear draft for Alex Offline' }).click();
  const clearDialog = page.getByRole('alertdialog');
  await expect(clearDialog).toContainText('2 photos have not reached the server and will be lost.');
  await clearDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('local-draft')).toHaveCount(2);

  // Sign-out with unsent work asks first, with the count of photos that stay on the phone. (The
  // sidebar at 1280 px: the phone's drawer is a chunk not loaded yet, and there is no signal.)
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Sign Out' }).click();
  const signOut = page.getByRole('alertdialog');
  await expect(signOut).toContainText("3 photos haven't been sent yet. Sign out and keep them on this device?");
  await page.screenshot({ path: `${SHOTS}/sign-out-question-1280.png` });
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 375, height: 800 });

  // Signal back: both checks are saved and every photo arrives, with the receipt. Each
  // upload is slowed a little so the progress bar can be seen.
  await page.route('**/api/flood-prevention-checks/*/photos', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByTestId('upload-queue')).toContainText(/Sending photo \d of 3/);
  await page.screenshot({ path: `${SHOTS}/sending-375.png` });
  await expect(lineOf(page, 'Alex Offline').getByTestId('photo-receipt')).toHaveText('2/2 photos received', { timeout: 30_000 });
  await expect(lineOf(page, 'Blair Basement').getByTestId('photo-receipt')).toHaveText('1/1 photos received', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/current-work-received-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/current-work-received-1280.png`, fullPage: true });

  const list = await (await page.request.get('/api/flood-prevention-checks')).json();
  expect(list.total).toBe(2);
  const alex = list.items.find((c: { clientName: string }) => c.clientName === 'Alex Offline');
  expect(alex.photoCount).toBe(2);
  // What reached the server is the phone's copy: 4000 x 3000 became 2560 x 1920, made in the worker under the app's CSP.
  const photos = await (await page.request.get(`/api/flood-prevention-checks/${alex.id}/photos`)).json();
  const original = await page.request.get(`/uploads/${photos[0].fileName}`);
  expect(original.status()).toBe(200);
  const meta = await sharp(await original.body()).metadata();
  expect([meta.width, meta.height]).toEqual([2560, 1920]);
  expect(photos[0].takenAt).toBeTruthy();
});

test.describe('Current Work', () => {
  test.use({ bypassCSP: true });
  test('the list of drafts on the phone is accessible at 375 and 1280 px', async ({ page, context }) => {
    await registerPlumber(page, 'Drew');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/flood-prevention');
    await expect(page.locator('form[data-draft-checked="true"]')).toHaveCount(1);
    await context.setOffline(true);
    await startJob(page, 'Eden Axe', 1);
    await page.getByRole('tab', { name: 'Current Work' }).click();
    await expect(lineOf(page, 'Eden Axe').getByTestId('photo-receipt')).toHaveText('1 photo waiting to upload');
    await expectAccessible(page, 'Current Work');
    await context.setOffline(false);
  });
});
