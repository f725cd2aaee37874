import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { post } from './report-fixtures';
import { plumberSignedIn } from './report-fixtures';
import { e2eServer } from './current-server';
import { drawSignature, melbourneDateIn } from './support';

/** Reopening (docs/product.md#checks), readings and notes: a check saved without a signature is reopened from Existing, finished and saved again. */
const SHOTS = process.env.LIFECYCLE_SHOTS ?? '/tmp/shots-lifecycle-form';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Screenshots at 1280 and 375 px, each width checked with axe (WCAG 2 A/AA rules): no violations. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page.evaluate(AXE); // evaluated, not a script tag: the app's CSP refuses inline scripts
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
      ).axe;
      // Toasts are transient and styled app-wide (sonner): the screen itself is what is checked here.
      const result = await axe.run({ exclude: [['[data-sonner-toaster]']] } as unknown as Document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, `${name} at ${width} px`).toEqual([]);
  }
}

/** The check as the plumber saved it: no signature, so a draft. */
const DRAFT_CHECK = {
  clientName: 'Quentin Aldridge',
  streetNumber: '7',
  streetName: 'Banksia',
  streetType: 'Court',
  suburb: 'Brunswick',
  postcode: '3056',
  state: 'VIC',
  initialJobNumber: 'HP-30991',
  clientEmail: 'quentin@example.com',
  staticPressureKpa: 520,
  staticPressureStatus: 'fail',
  temperatureCelsius: 48,
  hotWaterTempStatus: 'pass',
  bathroom1InspectionStatus: 'applicable',
  bathroom1MixerTapHoses: 'red',
  plumberName: 'Jamie Nguyen',
  inspectionDate: '2026-03-05',
};

/** A check saved through the API without a signature (a draft), with one photo. */
async function savedDraft(page: Page): Promise<number> {
  const check = await post(page.request, '/api/flood-prevention-checks', DRAFT_CHECK);
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post(`/api/flood-prevention-checks/${check.id}/photos`, {
    multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer }, section: 'bathroom1' },
    headers: { origin: e2eServer().url },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return check.id as number;
}

test('a saved draft is found in Existing, reopened in the form with its photo, finished with a signature and saved again', async ({ page }) => {
  await plumberSignedIn(page);
  const id = await savedDraft(page);
  await page.setViewportSize({ width: 375, height: 800 });

  // Existing: status, search and the status filter, all answered by the server.
  await page.goto('/flood-prevention?tab=existing');
  const card = page.getByTestId('check-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('no such client');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No checks match the search.')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('banksia');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(card).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(page.getByText('No checks match the search.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await expect(card).toHaveCount(1);
  // The date filters (the day it was created, on the company's calendar): from two days ahead finds nothing, a range around today finds it.
  await page.getByLabel('Created from').fill(melbourneDateIn(2));
  await expect(page.getByText('No checks match the search.')).toBeVisible();
  await page.getByLabel('Created from').fill(melbourneDateIn(-1));
  await page.getByLabel('Created to').fill(melbourneDateIn(1));
  await expect(card).toHaveCount(1);
  await shoot(page, 'existing-filters');
  await page.setViewportSize({ width: 375, height: 800 });

  // Reopened: the server's check and its photo are in the form.
  await card.getByRole('link', { name: 'Open in Form for Quentin Aldridge' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue('Quentin Aldridge');
  await expect(page.getByLabel('Reading (kPa)')).toHaveValue('520');
  await expect(page.getByTestId('photos-bathroom1').getByText('Uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeVisible();
  await expect(page.getByText('Previous Work Found')).toHaveCount(0);

  // Current Work lists the draft on this phone.
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByText('Drafts on this phone (1)')).toBeVisible();
  await expect(page.getByTestId('local-draft')).toContainText('Quentin Aldridge');
  await expect(page.getByTestId('local-draft')).toContainText('1/1 photos received');
  await shoot(page, 'current-work-drafts');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'New Check' }).click();

  // The plumber's Pass stands against a 520 kPa reading, but only with a reason.
  const pressure = page.getByRole('radiogroup', { name: 'Static Water Pressure status' });
  await pressure.getByRole('radio', { name: 'Pass' }).click();
  // Typed a key at a time, as on a phone: at "53" the status equals that reading's suggestion, and must still stay.
  await page.getByLabel('Reading (kPa)').clear();
  await page.getByLabel('Reading (kPa)').pressSequentially('530');
  await expect(pressure.getByRole('radio', { name: 'Pass' })).toHaveAttribute('aria-checked', 'true');
  const reason = page.getByLabel('Reason for Pass (the reading suggests Fail)');
  await expect(reason).toBeVisible();
  await drawSignature(page.getByTestId('plumberSignature-pad'));
  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page.getByText('Please Complete Required Fields')).toBeVisible();
  await reason.fill('Gauge re-read at the meter after 5 minutes: 490 kPa');
  await page.getByLabel('Bathroom 1 notes').fill('Vanity cabinet damp underneath');
  await page.getByLabel('General notes').fill('Client asked for a quote for the red hose.');
  const caption = page.getByLabel('Caption for bathroom 1 photo');
  await caption.fill('Mixer tap hose, rusted crimp');
  await caption.press('Enter');
  await expect(page.getByText('Caption Error')).toHaveCount(0);
  await shoot(page, 'reopened-form');
  await page.setViewportSize({ width: 375, height: 800 });

  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/client-report/${id}$`), { timeout: 30_000 });
  await expect(page.getByText('Pass (override: Gauge re-read at the meter after 5 minutes: 490 kPa)')).toBeVisible();
  await expect(page.getByText('Notes: Vanity cabinet damp underneath')).toBeVisible();
  await expect(page.getByText('Client asked for a quote for the red hose.')).toBeVisible();
  await expect(page.getByTestId('photo-grid').getByText('Mixer tap hose, rusted crimp')).toBeVisible();
  await expect(page.getByTestId('photo-grid').getByText(/^Taken \d{2} \w+ \d{4}, /)).toBeVisible();
  // The history names what the save changed in the form's words.
  await expect(page.getByTestId('check-history')).toContainText('Bathroom 1 notes');
  await shoot(page, 'report-notes');
  const saved = await (await page.request.get(`/api/flood-prevention-checks/${id}`)).json();
  expect(saved).toMatchObject({ status: 'completed', staticPressureStatus: 'pass', staticPressureKpa: 530 });

  // The certificate's outcome names the pass given against the reading (docs/product.md#certificates).
  await page.getByRole('link', { name: 'Generate Compliance Certificate' }).click();
  await expect(page.getByTestId('outcome-judgement')).toHaveText(
    "Passed on the inspector's judgement: Static water pressure 530 kPa (override: Gauge re-read at the meter after 5 minutes: 490 kPa)",
  );
  await shoot(page, 'certificate-judgement');
  await page.goto(`/client-report/${id}`);

  // Back to Form opens this check again; Existing shows it completed.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Back to Form' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue('Quentin Aldridge');
  await expect(page.getByLabel('General notes')).toHaveValue('Client asked for a quote for the red hose.');
  await page.getByRole('tab', { name: /Existing/ }).click();
  await expect(page.getByTestId('check-card').getByText('Completed', { exact: true })).toBeVisible();
});

test('Back to Form reopens the check with changes saved on the server since, for those who may change it; Office Staff go back to the checks', async ({
  page,
  browser,
  baseURL,
}) => {
  await plumberSignedIn(page);
  const id = await savedDraft(page);
  await page.setViewportSize({ width: 375, height: 800 });
  // Opened in the form once: the phone now holds its own draft of the check.
  await page.goto(`/flood-prevention?open=${id}`);
  await expect(page.getByLabel('Suburb')).toHaveValue('Brunswick');

  // Management corrects the check from the office meanwhile.
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await plumberSignedIn(manager, 'Management');
  const put = await manager.request.put(`/api/flood-prevention-checks/${id}`, {
    data: { ...DRAFT_CHECK, suburb: 'Coburg' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(put.ok(), await put.text()).toBe(true);

  // The phone's draft holds nothing unsent: the server's copy replaces it, so the next save keeps the correction.
  await page.goto(`/client-report/${id}`);
  await expect(page.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', `/flood-prevention?open=${id}`);
  await page.getByRole('link', { name: 'Back to Form' }).click();
  await expect(page.getByLabel('Suburb')).toHaveValue('Coburg');
  await expect(page.getByText('Unsent changes kept')).toHaveCount(0);

  // Office Staff see the report but may not change the check: Back to Form leads to the checks page, not into the form.
  const office = await (await browser.newContext({ baseURL })).newPage();
  await plumberSignedIn(office, 'Office Staff');
  await office.goto(`/client-report/${id}`);
  await expect(office.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', '/flood-prevention');
  await expect(office.getByRole('heading', { name: 'Flood Prevention Client Report' })).toBeVisible();
  // The history is for the author, Management and the Owner: with the page settled, no panel.
  await office.waitForLoadState('networkidle');
  await expect(office.getByTestId('check-history')).toHaveCount(0);
  // Management may change anyone's check: Back to Form opens it, and the history names Management's save.
  await manager.goto(`/client-report/${id}`);
  await expect(manager.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', `/flood-prevention?open=${id}`);
  await expect(manager.getByTestId('check-history')).toContainText('Check updated: Suburb');
  await manager.context().close();
  await office.context().close();
});

test('the phone holds several drafts: Current Work lists them, opens one and clears another', async ({ page }) => {
  await plumberSignedIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/flood-prevention');
  await page.getByLabel('Client name').fill('First Draft');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByTestId('local-draft')).toHaveCount(1);
  await page.getByRole('button', { name: 'New Draft' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await page.getByLabel('Client name').fill('Second Draft');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByText('Drafts on this phone (2)')).toBeVisible();
  await expect(page.getByTestId('local-draft').first()).toContainText('Second Draft');

  // Opening the first puts it in the form; the second stays on the phone.
  await page.getByRole('button', { name: 'Open draft for First Draft' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue('First Draft');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await page.getByRole('button', { name: 'Clear draft for Second Draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('local-draft')).toHaveCount(1);
  await expect(page.getByTestId('local-draft')).toContainText('First Draft');

  // A reload restores the draft changed last.
  await page.reload();
  await page.getByRole('tab', { name: 'New Check' }).click();
  await expect(page.getByText('Previous Work Found')).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveValue('First Draft');
});

test('a draft saved by the one-draft-per-user store of before is kept when the phone moves to several drafts', async ({ page }) => {
  await plumberSignedIn(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.goto('/');
  // The store as version 1 left it: drafts keyed by user id, photos indexed by user.
  await page.evaluate(async (userId: number) => {
    const open = indexedDB.open('flood-check-drafts', 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('drafts', { keyPath: 'userId' });
      open.result.createObjectStore('photos', { keyPath: 'localId' }).createIndex('byUser', 'userId');
    };
    const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
    const tx = db.transaction('drafts', 'readwrite');
    tx.objectStore('drafts').put({
      userId,
      formData: { clientName: 'Legacy Client', initialJobNumber: 'OLD-1' },
      timestamp: Date.now(),
      activeTab: 'new',
      currentCheckId: null,
    });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, me.id as number);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/flood-prevention');
  await expect(page.getByText('Previous Work Found')).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveValue('Legacy Client');
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByTestId('local-draft')).toContainText('Legacy Client');
});
