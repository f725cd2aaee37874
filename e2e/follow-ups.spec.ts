import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { plumberSignedIn, post, signaturePng } from './report-fixtures';
import { E2E_OWNER_EMAIL, shotsDir, signIn } from './support';

/**
 * The office's Follow-ups board (docs/product.md#follow-ups): a plumber's completed check with
 * three findings becomes three follow-ups; an office user finds them, marks one quoted with a
 * quote number and an amount in dollars, exports the filtered list as CSV and reads it back.
 */
const SHOTS = shotsDir('follow-ups');
test.use({ bypassCSP: true });

/** A suburb of this run only, so the shared e2e database's other checks stay out of the filter. */
const SUBURB = `Quoteville${Date.now().toString(36).replace(/\d/g, '')}`;

async function completedCheck(page: Page): Promise<number> {
  const check = await post(page.request, '/api/flood-prevention-checks', {
    clientName: 'Ngaire O\'Brien, "Jr"',
    streetNumber: '7',
    streetName: 'Wattle',
    streetType: 'Street',
    suburb: SUBURB,
    postcode: '3056',
    state: 'VIC',
    initialJobNumber: 'HP-30511',
    clientEmail: 'ngaire@example.com',
    clientPhone: '0412 345 678',
    staticPressureKpa: 640,
    temperatureCelsius: 48,
    staticPressureStatus: 'fail',
    staticPressureNotes: 'Reading taken at the meter tap',
    hotWaterTempStatus: 'pass',
    bathroom1InspectionStatus: 'applicable',
    bathroom1MixerTapHoses: 'green',
    bathroom1TapExtensionHoses: 'amber',
    bathroom1ToiletConnectorHose: 'red',
    bathroom1Notes: 'Braid frayed at the nut',
    washingMachineHosesStatus: 'applicable',
    washingMachineHoses: 'red',
    plumberName: 'Jamie Nguyen',
    inspectionDate: '2026-03-05',
    plumberSignature: await signaturePng(),
  });
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post(`/api/flood-prevention-checks/${check.id}/photos`, {
    multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer }, section: 'bathroom1', description: 'Toilet connector' },
    headers: { origin: new URL(page.url() || 'http://localhost').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return check.id as number;
}

test('an office user works the follow-ups board: filters, marks one quoted, exports CSV', async ({ page }) => {
  await plumberSignedIn(page);
  await page.goto('/');
  const checkId = await completedCheck(page);
  // The plumber sees their check's follow-ups under its report, read-only, and has no board.
  await page.goto(`/client-report/${checkId}`);
  const own = page.getByTestId('check-follow-ups');
  await expect(own).toContainText('Washing machine hoses');
  await expect(own.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inspection Form' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow-ups', exact: true })).toHaveCount(0);
  await page.context().clearCookies();
  await plumberSignedIn(page, 'Office Staff');

  await page.goto('/follow-ups');
  await expect(page.getByRole('banner').getByText('Follow-ups')).toBeVisible();
  await page.getByLabel('Suburb').fill(SUBURB);
  const cards = page.getByTestId('follow-up-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Static water pressure');
  await expect(cards.first()).toContainText('Reading taken at the meter tap');
  const hose = cards.filter({ hasText: 'Bathroom 1 toilet connector hose' });
  await expect(hose).toContainText('Braid frayed at the nut');
  await expect(hose.getByRole('img', { name: 'Bathroom 1 toilet connector hose photo' })).toBeVisible();
  await expect(hose).toContainText('0412 345 678');
  await expect(hose).toContainText('0 days old');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/board-1280.png`, fullPage: true });
  await expectAccessible(page, 'Follow-ups board');

  // Mark the pressure reading quoted: it leaves the open list and shows under All statuses.
  await cards.first().getByRole('button', { name: 'Mark quoted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark quoted' });
  await dialog.getByLabel('Quote number').fill('Q-1001');
  await dialog.getByLabel('Amount (dollars)').fill('1,485.5');
  await dialog.getByRole('button', { name: 'Mark quoted' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Status').selectOption('');
  await expect(cards).toHaveCount(3);
  const quoted = cards.filter({ hasText: 'Static water pressure' });
  await expect(quoted).toContainText('Quoted');
  await expect(quoted).toContainText('Quote Q-1001');
  await expect(quoted).toContainText('$1,485.50');

  // The CSV of the filtered list, as the quoting tool would read it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^follow-ups-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Client,Address,Phone,Email,Job number,Item,Status,Quote number,Amount,Created,Updated');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(
    `"Ngaire O'Brien, ""Jr""","7 Wattle Street, ${SUBURB} VIC 3056",0412 345 678,ngaire@example.com,HP-30511,Static water pressure,Quoted,Q-1001,1485.50,`,
  );

  // At 375 px the board is a column of cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/board-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The check's report lists them read-only, with the way to the board for the office.
  await page.goto(`/client-report/${checkId}`);
  const panel = page.getByTestId('check-follow-ups');
  await expect(panel).toContainText('Static water pressure');
  await expect(panel).toContainText('Quoted');
  await expect(panel.getByRole('link', { name: 'Open the Follow-ups board' })).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `${SHOTS}/report-panel-1280.png` });
});

test('the owner turns "Orange items create follow-ups too" on and off in Settings', async ({ page }) => {
  await signIn(page, E2E_OWNER_EMAIL);
  await expect(page).toHaveURL('/');
  await page.goto('/settings');
  const card = page.getByText('Orange items create follow-ups too', { exact: true }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  const state = page.getByTestId('orange-follow-ups-state');
  await expect(state).toHaveText('Off: only failed readings and Red items');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(state).toHaveText('On: Orange items become follow-ups');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/orange-setting-1280.png` });
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(state).toHaveText('Off: only failed readings and Red items');
});
