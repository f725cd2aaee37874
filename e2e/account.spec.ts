import { request, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { mailText, startTestSmtp } from '../server/test/test-smtp';
import { e2eServer } from './current-server';
import { E2E_OWNER_EMAIL, employeeCode, OWNER_PIN, PASSWORD, registrationDocuments, signIn, uniqueEmail } from './support';

/**
 * Accounts people look after themselves (docs/product.md#passwords): the forgotten-password email, Settings ->
 * Account, My Profile renewing a licence (the bell clears at once), the licence register and
 * a manager's reset link. Mail goes to a real SMTP server on loopback.
 */
const SHOTS = process.env.PEOPLE_SHOTS ?? '/tmp/shots-people-account';
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
test.describe.configure({ mode: 'serial' });
// axe-core is injected as a script tag: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.beforeAll(async ({ e2eServer }) => {
  await mkdir(SHOTS, { recursive: true });
  // This worker's server sends here (e2e/e2e-server.ts); a short close keeps afterAll quick.
  smtp = await startTestSmtp({ port: e2eServer.smtpPort, closeTimeout: 200 });
});
test.afterAll(() => smtp.close());

/** axe's WCAG 2 A and AA rules find nothing on the page as it is now. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  expect(violations, name).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 850 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 850 });
}

function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A registered plumber made through the API in a context of its own (the page stays signed out). */
async function registeredPlumber(firstName: string, licenseExpiryDate: string): Promise<string> {
  const origin = e2eServer().url;
  const api: APIRequestContext = await request.newContext({ baseURL: origin });
  const email = uniqueEmail(firstName.toLowerCase());
  const headers = { origin };
  expect((await api.post('/api/auth/sign-up', { data: { email, password: PASSWORD }, headers })).status()).toBe(201);
  const res = await api.post('/api/employee-profile', {
    headers,
    data: {
      firstName,
      lastName: 'Walsh',
      mobileNumber: '0412 345 678',
      personalEmail: 'walsh@example.com',
      employeeRole: 'Plumber',
      startDate: '2025-02-03',
      licenseNumber: 'Valid plumbing license number',
      plumbingLicenseNumber: 'PL-20931',
      licenseExpiryDate,
      employeeAccessCode: await employeeCode(),
      ...(await registrationDocuments()),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
  return email;
}

test('forgotten password: the emailed link sets a new password once', async ({ page }) => {
  const email = await registeredPlumber('Casey', inDays(400));
  await page.goto('/sign-in');
  // The address typed on the sign-in page comes along to the forgotten-password page.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await shoot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this email address');
  await shoot(page, 'forgot-password-sent');

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
  const text = mailText(smtp.received.find((m) => m.to.includes(email))!.raw);
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('river lantern copper meadow');
  await page.getByLabel('Confirm new password').fill('river lantern copper meadow');
  await shoot(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await shoot(page, 'reset-password-done');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
  await page.getByLabel('Confirm new password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is not valid/)).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('river lantern copper meadow');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`renewing a licence on My Profile clears the bell at once (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 850 });
    const email = await registeredPlumber(width === 1280 ? 'Robin' : 'Riley', inDays(10));
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Notifications (1)' })).toBeVisible();
    if (width === 375) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'My Profile' }).click();
    } else {
      // The bell's own entry leads to where it is cleared.
      await page.getByRole('button', { name: 'Notifications (1)' }).click();
      await page.getByRole('link', { name: 'Renewed? Update My Profile' }).click();
    }
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Expiring', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-expiring-${width}.png`, fullPage: true });
    await expectAccessible(page, `My Profile at ${width} px`);
    await page.getByLabel('Licence expiry date').fill(inDays(3 * 365));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/profile-renewed-${width}.png`, fullPage: true });
  });
}

test('Settings -> Account changes the password; the owner sees the licence register and makes a reset link', async ({ page }) => {
  const email = await registeredPlumber('Jordan', inDays(-3));
  await signIn(page, email);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('harbour pepper violet engine');
  await page.getByLabel('Confirm new password').fill('harbour pepper violet engine');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await shoot(page, 'settings-account-plumber');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // The owner (registered by the foundation journey).
  await page.context().clearCookies();
  await signIn(page, E2E_OWNER_EMAIL);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Owner PIN' })).toBeVisible();
  await shoot(page, 'settings-owner');
  await page.goto('/licences');
  await expect(page.getByText('Jordan Walsh')).toBeVisible();
  await page.getByRole('button', { name: 'Expired', exact: true }).click();
  await expect(page.getByText('Jordan Walsh')).toBeVisible();
  await shoot(page, 'licence-register');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^licence-register-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto('/employee-management');
  await page.getByRole('textbox', { name: 'Search employees' }).fill(email);
  await page.getByText('Jordan Walsh').first().click();
  await page.getByRole('button', { name: 'Make Password Reset Link' }).click();
  await page.getByRole('dialog').getByLabel(/PIN/).fill(OWNER_PIN);
  await page.getByRole('dialog').getByRole('button', { name: 'Make Link' }).click();
  await expect(page.getByTestId('reset-link')).toContainText('/reset-password?token=');
  await shoot(page, 'employee-reset-link');
});
