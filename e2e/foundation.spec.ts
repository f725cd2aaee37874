import { expect, test } from './fixtures';
import { ROLE_NEEDS_KEY_MESSAGE } from '../core/rules/roles';
import { choose, completeRegistration, fillBasics, E2E_EMPLOYEE_CODE, E2E_OWNER_CODE, E2E_OWNER_EMAIL, shoot, shotsDir, signUp, uniqueEmail } from './support';

test('a visitor sees the landing page: every call to action signs in, and new staff are shown the way to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Home Plumbing Experts').first()).toBeVisible();
  for (const heading of ['Vision & Mission', 'Company Values', 'Your Role']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  const ctas = page.getByRole('link', { name: /sign in|start your journey/i });
  expect(await ctas.count()).toBeGreaterThanOrEqual(3);
  for (const href of await ctas.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toBe('/api/login');
  const newStaff = page.getByRole('link', { name: 'Create your account' });
  expect(await newStaff.count()).toBeGreaterThanOrEqual(1);
  for (const href of await newStaff.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toBe('/sign-up');
  await shoot(page, 'foundation', 'landing');

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('signed out, an app screen signs in first and any other path is not found', async ({ page }) => {
  await page.goto('/assessment');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fassessment$/);
  await page.goto('/assessments-old');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
});

test('an employee signs up, registers with the fake camera and reaches the app shell', async ({ page }) => {
  await signUp(page, uniqueEmail('plumber'));
  await page.goto('/training');
  await expect(page.getByText('Step 1 of 4')).toBeVisible(); // the wizard at every path
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('First name').fill("jAMES o'brien");
  await expect(page.getByLabel('First name')).toHaveValue("James O'Brien");
  await shoot(page, 'foundation', 'registration');

  await completeRegistration(page, { firstName: 'Jamie', lastName: 'Nguyen', role: 'Plumber', code: E2E_EMPLOYEE_CODE });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Jamie Nguyen')).toBeVisible();
  for (const item of ['Dashboard', 'Self Assessment', 'Career Path', 'Tier Overview', 'Training Materials', 'Performance Analytics', 'Company Guidelines']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  // A plumber does not see what their role may not use (docs/product.md#roles).
  // Settings holds everyone's Account (docs/product.md#passwords); the company's settings stay the owner's.
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Employee Management' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Device Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access Key Management' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner PIN' })).toHaveCount(0);
  await page.goto('/licences');
  await expect(page.getByText('Access denied.', { exact: false })).toBeVisible();
  await shoot(page, 'foundation', 'shell');
});

test('the access code is checked at step 1: a wrong code is refused there, a disabled Next says what is missing', async ({ page }) => {
  await signUp(page, uniqueEmail('wrongcode'));
  await expect(page.locator('#step-missing')).toContainText('Still needed: First name, Last name, Mobile number');
  await fillBasics(page, { firstName: 'Casey', lastName: 'Wrong', role: 'Apprentice', code: 'NOT-THE-CODE' });
  await expect(page.locator('#step-missing')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  // Refused before the photo, licence and signature steps, with the product's words, on the field.
  await expect(page.locator('#employeeAccessCode-error')).toHaveText('Invalid access code. Please contact management for the correct code.');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await shoot(page, 'foundation', 'wrong-code-step-1');
  // The right code: the picker offers what it registers, and Next moves on.
  await page.getByLabel('Employee access code').fill(E2E_EMPLOYEE_CODE);
  await page.getByLabel('Employee access code').blur();
  await expect(page.getByText('This code registers: Apprentice, Plumber.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.locator('#step-missing')).toContainText('Still needed: Employee photo, Your signature');
});

test('a server error on the last step is shown there and keeps everything entered', async ({ page }) => {
  await signUp(page, uniqueEmail('server-error'));
  await page.route('**/api/employee-profile', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unavailable', message: 'The server is busy. Please try again.' }),
    }),
  );
  await completeRegistration(page, { firstName: 'Sam', lastName: 'Retry', role: 'Plumber', code: E2E_EMPLOYEE_CODE, photos: 'upload' });
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The server is busy. Please try again. Everything you entered is kept' })).toBeVisible();
  await expect(page.getByLabel('I have read and agree to the confidentiality agreement above.')).toBeChecked();
  await shoot(page, 'foundation', 'registration-server-error');
  await page.unroute('**/api/employee-profile');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('Office Staff and Management need a one-time access key: the wizard says so, and the shared code is refused at the role', async ({ page }) => {
  await signUp(page, uniqueEmail('would-be-office'));
  await choose(page, 'Employee role', 'Management');
  await expect(page.getByText(ROLE_NEEDS_KEY_MESSAGE)).toBeVisible();
  await choose(page, 'Employee role', 'Plumber');
  await expect(page.getByText(ROLE_NEEDS_KEY_MESSAGE)).toHaveCount(0);
  await choose(page, 'Employee role', 'Office Staff');
  await expect(page.getByText(ROLE_NEEDS_KEY_MESSAGE)).toBeVisible();
  await shoot(page, 'foundation', 'registration-step-1');
  await fillBasics(page, { firstName: 'Morgan', lastName: 'Office', role: 'Office Staff', code: E2E_EMPLOYEE_CODE });
  await page.getByRole('button', { name: 'Next' }).click();
  // The code check at step 1 refuses the role before any photo is taken.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.locator('#employeeRole-error')).toHaveText(ROLE_NEEDS_KEY_MESSAGE);
  await shoot(page, 'foundation', 'office-staff-needs-key');
});

test('the owner registers with the owner code, edits settings, and uses the mobile drawer', async ({ page }) => {
  await signUp(page, E2E_OWNER_EMAIL);
  await completeRegistration(page, { firstName: 'Olivia', lastName: 'Owner', role: 'Owner', code: E2E_OWNER_CODE });
  await expect(page.getByText('Olivia Owner')).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByLabel('Business name').fill('Bayside Home Plumbing');
  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByLabel('Office email').fill('office@bayside.example');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByTestId('employee-access-code')).toHaveText(E2E_EMPLOYEE_CODE);
  await shoot(page, 'foundation', 'settings');

  await page.setViewportSize({ width: 375, height: 760 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Employee Management' })).toBeVisible();
  await page.screenshot({ path: `${shotsDir('foundation')}/drawer-375.png` });
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toHaveCount(0);

  // Sign Out (no drafts on this device: nothing to ask) ends the session.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
