import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { fillClient, registerPlumber } from './flood-helpers';
import { drawSignature, shotsDir } from './support';

const SHOTS = shotsDir('flood');

/** A real JPEG as a phone camera would hand the file picker. */
async function cameraPhoto(n: number) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40 + n * 15, g: 110, b: 170 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: `IMG_${1000 + n}.jpg`, mimeType: 'image/jpeg', buffer };
}

async function addPhoto(page: Page, section: string, n: number) {
  await page.locator(`#photo-${section}`).setInputFiles(await cameraPhoto(n));
}

test('a plumber fills a check on a phone, the draft and 12 photos survive a reload and no signal, and the report opens', async ({ page, context }) => {
  await registerPlumber(page, 'Riley');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/flood-prevention');
  await expect(page.getByRole('tab', { name: 'New Check' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Existing (0)' })).toBeVisible();
  await expect(page.getByLabel('Plumber name')).toHaveValue('Riley Fielding');

  // Nothing entered: the product's messages, field by field, and the toast.
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByText('Please Complete Required Fields')).toBeVisible();
  for (const msg of [
    'Client name is required',
    'Street number is required',
    'Valid postcode is required',
    'Job number is required',
    'Valid email address is required',
  ]) {
    await expect(page.getByRole('alert').filter({ hasText: msg }).first()).toBeVisible();
  }
  await page.waitForTimeout(700); // the toast slides in
  await page.screenshot({ path: `${SHOTS}/validation-375.png` });

  await fillClient(page, 'mARGARET chen');
  await expect(page.getByLabel('Client name')).toHaveValue('Margaret Chen');
  await expect(page.getByLabel('Street name')).toHaveValue('Smith');
  await expect(page.getByLabel('Street type')).toHaveValue('Street');
  await expect(page.getByLabel('Postcode')).toHaveValue('3121');

  // Readings are graded with the standard and the fix; photos appear on fail only.
  await expect(page.locator('#photo-static-pressure')).toHaveCount(0);
  await page.getByLabel('Reading (kPa)').fill('620');
  await expect(page.getByTestId('staticPressure-grade')).toContainText('Suggested: Fail');
  await expect(page.getByTestId('staticPressure-grade')).toContainText('AS/NZS 3500.1');
  await expect(page.getByTestId('staticPressure-grade')).toContainText('Install a pressure limiting valve');
  await expect(page.getByRole('radiogroup', { name: 'Static Water Pressure status' }).getByRole('radio', { name: 'Fail' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Reading (°C)').fill('48');
  await expect(page.getByTestId('hotWater-grade')).toContainText('Suggested: Pass');
  await expect(page.locator('#photo-hot-water-temp')).toHaveCount(0);
  // The plumber may override the suggestion.
  await page.getByRole('radiogroup', { name: 'Hot Water Temperature status' }).getByRole('radio', { name: 'Fail' }).click();
  await expect(page.getByLabel('Reason for Fail (the reading suggests Pass)')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Hot Water Temperature status' }).getByRole('radio', { name: 'Pass' }).click();

  // Areas: applicable shows photos; N/A dims and disables the hoses.
  await page.getByRole('radiogroup', { name: 'Bathroom 1 inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  await page.getByRole('radiogroup', { name: 'Bathroom 1: Mixer tap hoses' }).getByRole('radio', { name: 'Orange' }).click();
  await page.getByRole('radiogroup', { name: 'Bathroom 1: Toilet connector hose' }).getByRole('radio', { name: 'Red' }).click();
  await page.getByRole('radiogroup', { name: 'Kitchen inspection' }).getByRole('radio', { name: 'N/A' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Kitchen: Mixer tap hoses' }).getByRole('radio', { name: 'Green' })).toBeDisabled();
  await expect(page.locator('#photo-kitchen')).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Laundry inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  await page.getByRole('radiogroup', { name: 'Washing machine hoses inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  await page.getByRole('radiogroup', { name: 'Washing machine hoses: Condition' }).getByRole('radio', { name: 'Orange' }).click();

  // Twelve photos before the check has an id: each kept on the phone with a Temp badge.
  const plan = [
    'static-pressure',
    'bathroom1',
    'bathroom1',
    'bathroom1',
    'bathroom1',
    'bathroom1',
    'laundry',
    'laundry',
    'laundry',
    'washingMachineHoses',
    'washingMachineHoses',
    'washingMachineHoses',
  ];
  for (const [i, section] of plan.entries()) await addPhoto(page, section, i);
  await expect(page.getByText('Temp', { exact: true })).toHaveCount(12);
  await drawSignature(page.getByTestId('plumberSignature-pad'));
  await expect(page.getByText('Signature captured')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/new-check-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/new-check-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });

  // Current Work saves now and summarises the draft.
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByRole('heading', { name: 'Margaret Chen' })).toBeVisible();
  await expect(page.getByText('Photos (12)')).toBeVisible();
  await expect(page.getByText('Static pressure: 620 kPa')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/current-work-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/current-work-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });

  // Reload: the draft, the signature and all twelve photos come back.
  await page.goto('/flood-prevention');
  await expect(page.getByText('Previous Work Found')).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveValue('Margaret Chen');
  await expect(page.getByLabel('Reading (kPa)')).toHaveValue('620');
  await expect(page.getByText('Temp', { exact: true })).toHaveCount(12);
  await expect(page.getByText('Signature captured')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Kitchen: Mixer tap hoses' }).getByRole('radio', { name: 'Green' })).toBeDisabled();

  // No signal: saving fails clearly and nothing is lost.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByText('No network connection.', { exact: false })).toBeVisible();
  await expect(page.getByText('Temp', { exact: true })).toHaveCount(12);
  await context.setOffline(false);

  // Signal back: the check is saved once, the photos upload, and the report opens.
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page).toHaveURL(/\/client-report\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  const list = await (await page.request.get('/api/flood-prevention-checks')).json();
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ id, clientName: 'Margaret Chen', status: 'completed', photoCount: 12, address: '14 Smith Street, Richmond VIC 3121' });

  // The saved draft was cleared.
  await page.goto('/flood-prevention');
  await expect(page.getByRole('tab', { name: 'Existing (1)' })).toBeVisible();
  // Once the phone has been searched for saved work (a signal, not a time), nothing was found.
  await expect(page.locator('form[data-draft-checked="true"]')).toHaveCount(1);
  await expect(page.getByText('Previous Work Found')).toHaveCount(0);
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await page.getByRole('tab', { name: 'Existing (1)' }).click();
  await expect(page.getByTestId('check-card')).toHaveCount(1);
  await expect(page.getByTestId('check-card').getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Client Report' })).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SHOTS}/existing-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/existing-1280.png`, fullPage: true });
});

test('photos that fail or are taken offline wait, upload when the network returns, and Update Report never duplicates', async ({ page, context }) => {
  await registerPlumber(page, 'Jordan');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/flood-prevention');
  // Saved work is offered back, and 'Clear & Start New' wipes it.
  await page.getByLabel('Client name').fill('Abandoned Job');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByRole('heading', { name: 'Abandoned Job' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'New Check' }).click();
  await expect(page.getByText('Previous Work Found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear & Start New' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Work Cleared')).toBeVisible();
  await expect(page.getByText('Previous Work Found')).toHaveCount(0);
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await expect(page.getByLabel('Plumber name')).toHaveValue('Jordan Fielding');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByText('No Saved Work Found')).toBeVisible();
  await page.getByRole('button', { name: 'Start New Check' }).click();

  await page.getByRole('tab', { name: 'Existing (0)' }).click();
  await expect(page.getByText('No flood prevention checks created yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Check' }).click();

  await fillClient(page, 'Peter Nguyen');
  await page.getByRole('radiogroup', { name: 'Bathroom 2 inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  await addPhoto(page, 'bathroom2', 1);
  await expect(page.getByText('Temp', { exact: true })).toHaveCount(1);

  // The photo upload is cut off: the check is saved, the photo waits and the queue tries
  // again after a growing delay (ADR 0026), then it arrives.
  await page.route('**/api/flood-prevention-checks/*/photos', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Client Report' })).toBeVisible();
  await expect(page.getByTestId('photos-bathroom2').getByText('Waiting', { exact: true })).toBeVisible();
  await expect(page.getByTestId('photo-receipt')).toHaveText('0/1 photos received');
  await page.getByTestId('photos-bathroom2').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/failed-upload-375.png` });
  await page.unroute('**/api/flood-prevention-checks/*/photos');
  await expect(page.getByTestId('photo-receipt')).toHaveText('1/1 photos received', { timeout: 40_000 });

  // Offline, a new photo waits on the phone.
  await context.setOffline(true);
  await addPhoto(page, 'bathroom2', 2);
  await expect(page.getByText('Waiting')).toHaveCount(1);
  // Back online: everything waiting goes up.
  await context.setOffline(false);
  await expect(page.getByTestId('photo-receipt')).toHaveText('2/2 photos received', { timeout: 20_000 });

  // A photo taken with an id uploads at once; then delete it with confirmation.
  await addPhoto(page, 'bathroom2', 3);
  await expect(page.getByTestId('photo-receipt')).toHaveText('3/3 photos received');
  await page.getByTestId('photos-bathroom2').getByRole('button', { name: 'Delete photo' }).last().click();
  await page.getByRole('button', { name: 'Delete Photo' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(page.getByTestId('photo-receipt')).toHaveText('2/2 photos received');

  await page.getByLabel('Client name').fill('Peter Nguyen-Smith');
  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page).toHaveURL(/\/client-report\/\d+$/);
  const list = await (await page.request.get('/api/flood-prevention-checks')).json();
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ clientName: 'Peter Nguyen-Smith', status: 'draft', photoCount: 2 });
});
