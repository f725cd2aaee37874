import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { e2eServer } from './current-server';
import { accessKeyFromOwner, choose, employeeCode, PASSWORD, shoot, signIn, uniqueEmail, VALID_LICENCE_EXPIRY } from './support';

/**
 * Signs up and registers through the API: the wizard and its camera have their own journey
 * (foundation.spec.ts); this one is about content, so it does not depend on the fake camera.
 * Management registers with a one-time key from the owner (ADR 0010).
 */
async function registerViaApi(page: Page, email: string, role: 'Plumber' | 'Management', firstName: string, lastName: string): Promise<void> {
  const origin = e2eServer().url;
  const png = `data:image/png;base64,${(
    await sharp({ create: { width: 24, height: 16, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const jpeg = `data:image/jpeg;base64,${(
    await sharp({ create: { width: 24, height: 16, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;
  const headers = { origin };
  const employeeAccessCode = role === 'Management' ? await accessKeyFromOwner(origin, `${firstName} ${lastName}`, 'Management') : await employeeCode(origin);
  expect((await page.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD }, headers })).status()).toBe(201);
  const res = await page.request.post('/api/employee-profile', {
    headers,
    data: {
      firstName,
      lastName,
      mobileNumber: '0412 345 678',
      personalEmail: `${firstName.toLowerCase()}@example.com`,
      employeeRole: role,
      startDate: '2025-02-03',
      licenseNumber: 'Valid plumbing license number',
      plumbingLicenseNumber: 'PL-55512',
      licenseExpiryDate: VALID_LICENCE_EXPIRY,
      emergencyContactName: 'Alex Contact',
      emergencyContactPhone: '0400 000 000',
      employeeAccessCode,
      employeePhotoUrl: jpeg,
      employeeSignature: png,
      driversLicenseUrl: jpeg,
      plumbingLicenseUrl: jpeg,
      legalDisclaimerAccepted: true,
      legalDisclaimerSignature: png,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
const plumberEmail = uniqueEmail('trainee');

test('a plumber filters and completes training, searches guidelines and reads analytics', async ({ page }) => {
  test.setTimeout(180_000);
  await registerViaApi(page, plumberEmail, 'Plumber', 'Pat', 'Plumber');

  // Training: the section cards toggle the title filters; clicking the active one returns to all.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training Materials', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Training Hub' })).toBeVisible();
  const modules = page.getByTestId('training-module');
  await expect(modules.first()).toBeVisible();
  const total = await modules.count();
  expect(total).toBeGreaterThanOrEqual(12);
  // Each filter shows some modules, not all, and only matching ones (an empty list would match anything).
  const filtered = async (section: RegExp, heading: string, titles: RegExp) => {
    await page.getByRole('button', { name: section }).click();
    const shown = Number(/\((\d+)\)$/.exec((await page.getByRole('heading', { name: new RegExp(`^${heading} \\(\\d+\\)$`) }).textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(modules).toHaveCount(shown);
    const names = await modules.getByRole('heading').allTextContents();
    expect(names).toHaveLength(shown);
    for (const title of names) expect(title).toMatch(titles);
  };
  await filtered(/Presentation.*Client communication/, 'Presentation', /Presentation|Communication|Professional/);
  await filtered(/Flood Prevention Mastery/, 'Flood Prevention Mastery', /Flood|Price|Mastery/);
  await page.getByRole('button', { name: /Flood Prevention Mastery/ }).click();
  await expect(modules).toHaveCount(total);

  const card = modules.filter({ hasText: 'Flood Prevention Inspection Mastery' });
  await card.getByRole('button', { name: 'Read Content' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Flood Prevention Inspection Mastery' })).toBeVisible();
  await expect(dialog.locator('.prose-content')).toContainText('pressure');
  await page.keyboard.press('Escape');
  await expect(card.getByText('0%')).toBeVisible();
  await card.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Training Completed')).toBeVisible();
  await expect(page.getByText('Great job! Your progress has been updated.')).toBeVisible();
  await expect(card.getByText('100%')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Completed' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await page.reload();
  await expect(modules.filter({ hasText: 'Flood Prevention Inspection Mastery' }).getByText('100%')).toBeVisible();
  await shoot(page, 'content', 'training');

  // Guidelines: search, category, one open row at a time.
  await page.goto('/guidelines');
  await expect(page.getByRole('heading', { name: 'Company Guidelines' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('as/nzs 3500');
  await expect(page.getByRole('heading', { name: /^\d+ Guidelines?$/ })).toBeVisible();
  const inspection = page.getByRole('button', { name: /Flood Prevention Inspection Standard Practice/ });
  await inspection.click();
  await expect(page.getByText('Version:')).toBeVisible();
  await expect(page.getByText('Department:')).toBeVisible();
  await inspection.click();
  await expect(page.getByText('Version:')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await choose(page, 'Category', 'Security');
  await expect(page.getByRole('heading', { name: '3 Guidelines' })).toBeVisible();
  await page.getByRole('button', { name: /Customer Data and Privacy/ }).click();
  await page.getByRole('button', { name: /App Access, Devices and PINs/ }).click();
  await expect(page.getByText('Version:')).toHaveCount(1);
  await shoot(page, 'content', 'guidelines');
  // The pay guideline's tables are written from the tier table: the Tier Overview's figures and worked examples.
  await choose(page, 'Category', 'All Categories');
  await page.getByRole('searchbox', { name: 'Search' }).fill('weekly revenue bonus');
  await page.getByRole('button', { name: /Tier Pay and Weekly Revenue Bonus/ }).click();
  const payRow = page.getByRole('row', { name: /Developing Plumber/ });
  await expect(payRow.first()).toContainText('$85,000');
  await expect(payRow.first()).toContainText('$10,000');
  await expect(payRow.last()).toContainText('$14,000');
  await expect(payRow.last()).toContainText('$400');
  await shoot(page, 'content', 'guideline-tier-pay');
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz no such words');
  await expect(page.getByText('No guidelines found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search filters to find relevant guidelines.')).toBeVisible();

  // Analytics: summary cards, charts in the tabs, and a range that changes what is asked for.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Performance Analytics' })).toBeVisible();
  for (const label of ['Current Score', 'Assessments', 'Training Progress', 'Current Tier']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText('No assessment data')).toBeVisible();
  await page.getByRole('tab', { name: 'Training' }).click();
  await expect(page.getByRole('img', { name: 'Training activity chart' }).locator('svg').first()).toBeVisible();
  await expect(page.getByText('1 module completed, last 3 months (per week).')).toBeVisible();
  const yearly = page.waitForResponse((r) => r.url().includes('/api/analytics?range=1y') && r.ok());
  await choose(page, 'Time range', 'Last Year');
  await yearly;
  await expect(page.getByText('1 module completed, last year (per month).')).toBeVisible();
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByText('No checks yet. Your completion rate starts with your first flood prevention check.')).toBeVisible();
  await expect(page.getByText('No recent activity')).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /Completion rate 0% against the 85% target/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Training' }).click();
  await shoot(page, 'content', 'analytics');
});

test('a manager edits a guideline, sanitised, and the plumber sees the new wording', async ({ page: manager, browser }) => {
  test.setTimeout(180_000);
  await registerViaApi(manager, uniqueEmail('manager'), 'Management', 'Mia', 'Manager');
  await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company Guidelines', exact: true }).click();
  await manager.getByRole('button', { name: /Leave, Rostering and On-Call/ }).click();
  await manager.getByRole('button', { name: 'Edit Guideline' }).click();
  const editor = manager.getByRole('dialog');
  await editor.getByLabel('Title').fill('Leave, Rostering and On-Call (2027 roster)');
  await editor.getByLabel('Version').fill('1.1');
  await editor.getByLabel('Content').fill('<h3>On-call roster</h3><p onclick="alert(1)">Swap shifts through the office only.</p><script>alert(2)</script>');
  await shoot(manager, 'content', 'guideline-editor', { fullPage: false });
  await editor.getByRole('button', { name: 'Save Guideline' }).click();
  await expect(manager.getByText('Guideline updated')).toBeVisible();
  await expect(manager.getByRole('dialog')).toHaveCount(0);

  // The manager adds a training module; the form checks it with the server's rules.
  await manager.goto('/training');
  await manager.getByRole('button', { name: 'Add Module' }).click();
  const moduleForm = manager.getByRole('dialog');
  await moduleForm.getByRole('button', { name: 'Save Module' }).click();
  await expect(moduleForm.getByText('Title is required')).toBeVisible();
  await moduleForm.getByLabel('Title').fill('Professional Handover of Hot Water Jobs');
  await moduleForm.getByLabel('Description').fill('What to show the customer before leaving a new hot water unit.');
  await moduleForm.getByLabel('Content').fill('<h3>Handover</h3><p>Show the isolation valve and the relief valve drain.</p>');
  await moduleForm.getByLabel('Duration (minutes)').fill('20');
  await shoot(manager, 'content', 'training-editor', { fullPage: false });
  await moduleForm.getByRole('button', { name: 'Save Module' }).click();
  await expect(manager.getByText('Module created')).toBeVisible();
  await expect(manager.getByTestId('training-module').filter({ hasText: 'Professional Handover of Hot Water Jobs' })).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, plumberEmail);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/guidelines');
  await page.getByRole('button', { name: /Leave, Rostering and On-Call \(2027 roster\)/ }).click();
  await expect(page.getByText('Swap shifts through the office only.')).toBeVisible();
  await expect(page.getByText('1.1', { exact: true })).toBeVisible();
  expect(await page.locator('.prose-content').first().innerHTML()).not.toMatch(/onclick|script/);
  await page.goto('/training');
  await page.getByRole('button', { name: /Presentation.*Client communication/ }).click();
  await expect(page.getByTestId('training-module').filter({ hasText: 'Professional Handover of Hot Water Jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Module' })).toHaveCount(0);
  await context.close();
});
