import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { createCheck, plumberSignedIn } from './report-fixtures';
import { E2E_OWNER_EMAIL, signIn } from './support';

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
});

test("the owner's screens pass axe at 1280 and 375 px", async ({ page }) => {
  await signIn(page, E2E_OWNER_EMAIL);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const screens: Array<[string, string, string | RegExp]> = [
    ['dashboard', '/', /Welcome/],
    ['self-assessment', '/assessment', /Assessment/],
    ['training', '/training', 'Training Materials'],
    ['guidelines', '/guidelines', 'Company Guidelines'],
    ['analytics', '/analytics', 'Performance Analytics'],
    ['employees', '/employee-management', 'Employee Management'],
    ['access keys', '/access-key-management', 'Access Key Management'],
    ['devices', '/device-management', 'Device Management'],
    ['security monitor', '/security-monitor', /Security/],
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
  await visit(page, '/flood-prevention', /Flood Prevention/);
  for (const tab of ['New Check', 'Current Work', /^Existing/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `flood check, ${String(tab)} tab`);
  }
  await visit(page, `/client-report/${id}`, /Client Report|Flood Prevention/);
  await expectAccessible(page, 'client report');
  await visit(page, `/compliance-certificate/${id}`, /Certificate/);
  await expectAccessible(page, 'certificate');
});
