import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { createCheck, plumberSignedIn } from './report-fixtures';
import { completeRegistration, E2E_OWNER_EMAIL, employeeCode, signIn, signUp, uniqueEmail } from './support';

// axe is injected as a script, which the app's CSP refuses: these pages bypass it.
test.use({ bypassCSP: true });

/** Waits for the screen's heading, so axe sees the page and not its loading state. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
}

test('signed-out screens pass axe at 1280 and 375 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'landing');
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Home Plumbing staff app API' })).toBeVisible();
  await expectAccessible(page, 'API reference');
});

test("the owner's screens pass axe at 1280 and 375 px", async ({ page }) => {
  await signIn(page, E2E_OWNER_EMAIL);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The first Tab reaches a skip link that takes the keyboard past the menu.
  await visit(page, '/', 'Dashboard');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  const screens: Array<[string, string, string | RegExp]> = [
    ['dashboard', '/', 'Dashboard'],
    ['self-assessment', '/assessment', 'Self Assessment'],
    ['career path', '/career-path', 'Career Advancement Path'],
    ['tier overview', '/tier-overview', 'Tier Overview'],
    ['training', '/training', 'Training Hub'],
    ['guidelines', '/guidelines', 'Company Guidelines'],
    ['analytics', '/analytics', 'Performance Analytics'],
    ['employees', '/employee-management', 'Employee Management'],
    ['access keys', '/access-key-management', 'Access Key Management'],
    ['devices', '/device-management', 'Device Management'],
    ['security monitor', '/security-monitor', 'Security Monitor'],
    ['settings', '/settings', 'Settings'],
  ];
  for (const [name, path, heading] of screens) {
    await visit(page, path, heading);
    await expectAccessible(page, name);
  }
});

test("a plumber's flood check tabs, client report and certificate pass axe at 1280 and 375 px", async ({ page }) => {
  await plumberSignedIn(page);
  const id = await createCheck(page);
  await visit(page, '/flood-prevention', 'Flood Prevention Check');
  for (const tab of ['New Check', 'Current Work', /^Existing/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `flood check, ${String(tab)} tab`);
  }
  await visit(page, `/client-report/${id}`, 'Flood Prevention Check');
  await expect(page.getByText('Margaret Chen').first()).toBeVisible();
  await expectAccessible(page, 'client report');
  await visit(page, `/compliance-certificate/${id}`, 'Flood Prevention Check');
  await expect(page.getByText('Margaret Chen').first()).toBeVisible();
  await expectAccessible(page, 'certificate');
});

test('an error toast and the registration wizard pass axe at 1280 and 375 px', async ({ page }) => {
  await signUp(page, uniqueEmail('axe-toast'));
  await expectAccessible(page, 'registration step 1');
  await page.route('**/api/employee-profile', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unavailable', message: 'The server is busy. Please try again.' }),
    }),
  );
  await completeRegistration(page, { firstName: 'Toni', lastName: 'Toast', role: 'Plumber', code: await employeeCode(), photos: 'upload' });
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  await page.locator('[data-sonner-toast]').hover(); // sonner keeps a hovered toast open
  await expectAccessible(page, 'error toast on the last step');
});
