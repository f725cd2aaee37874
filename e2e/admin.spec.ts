import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { accessKeyRoleMessage } from '../core/rules/roles';
import {
  accessKeyFromOwner,
  choose,
  fillBasics,
  finishRegistration,
  E2E_OWNER_CODE,
  generateAccessKey,
  OWNER_PIN,
  PASSWORD,
  shoot,
  signUp,
  uniqueEmail,
} from './support';

async function dataUrl(format: 'jpeg' | 'png'): Promise<string> {
  const img = sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 40, g: 90, b: 150 } } });
  return `data:image/${format};base64,${(await (format === 'jpeg' ? img.jpeg() : img.png()).toBuffer()).toString('base64')}`;
}

/**
 * Signs up and registers through the API in this browser context (the wizard has its own
 * journey). 'Owner' registers the owner when there is none yet and answers true. When the
 * foundation journey already registered the owner, a manager (who needs the same owner PIN)
 * stands in, with a one-time key from that owner, and the answer is false. Management
 * registers only with a one-time key (ADR 0010): pass one as `accessKey`.
 */
async function registerViaApi(
  request: APIRequestContext,
  baseURL: string,
  role: 'Owner' | 'Management',
  firstName: string,
  accessKey?: string,
): Promise<boolean> {
  const headers = { origin: baseURL };
  const email = uniqueEmail(firstName.toLowerCase());
  expect((await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD }, headers })).status()).toBe(201);
  const [jpeg, png] = await Promise.all([dataUrl('jpeg'), dataUrl('png')]);
  const profile = {
    firstName,
    lastName: 'Admin',
    mobileNumber: '0412 345 678',
    personalEmail: `${firstName.toLowerCase()}@example.com`,
    startDate: '2024-01-15',
    employeePhotoUrl: jpeg,
    employeeSignature: png,
    driversLicenseUrl: jpeg,
    legalDisclaimerAccepted: true,
    legalDisclaimerSignature: png,
  };
  if (role === 'Owner') {
    const asOwner = await request.post('/api/employee-profile', {
      data: { ...profile, employeeRole: 'Owner', employeeAccessCode: E2E_OWNER_CODE, ownerPin: OWNER_PIN },
      headers,
    });
    if (asOwner.ok()) return true;
  }
  const asManager = await request.post('/api/employee-profile', {
    data: { ...profile, employeeRole: 'Management', employeeAccessCode: accessKey ?? (await accessKeyFromOwner(baseURL, `${firstName} Admin`, 'Management')) },
    headers,
  });
  expect(asManager.status(), await asManager.text()).toBe(200);
  return false;
}

test('an access key onboards an employee who signs in with a login PIN on a registered device; a session is ended', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const admin = await adminContext.newPage();
  const adminIsOwner = await registerViaApi(adminContext.request, baseURL!, 'Owner', 'Olivia');

  // 1. Generate an access key.
  await admin.goto('/access-key-management');
  await expect(admin.getByText('No access keys generated yet').or(admin.getByTestId(/access-key-/).first())).toBeVisible();
  await expect(admin.getByTestId('app-link')).toHaveText(baseURL!);
  await admin.getByRole('button', { name: 'Generate Access Key' }).click();
  await admin.getByRole('button', { name: 'Generate Key' }).click();
  await expect(admin.getByText('Please enter the employee name')).toBeVisible();
  await admin.getByLabel('Employee name').fill('morgan lee');
  await expect(admin.getByLabel('Employee name')).toHaveValue('Morgan Lee');
  // The key is for one role (ADR 0013): Plumber unless another is chosen.
  const roleSelect = admin.getByRole('combobox', { name: 'Role', exact: true });
  await expect(roleSelect).toHaveText('Plumber');
  await choose(admin, 'Role', 'Management');
  await expect(admin.getByText('The key gives management rights', { exact: false })).toBeVisible();
  await choose(admin, 'Role', 'Plumber');
  await expect(admin.getByText('The employee can register only as Plumber.')).toBeVisible();
  await admin.getByLabel('Owner PIN').fill(OWNER_PIN);
  await shoot(admin, 'admin', 'generate-key-dialog', { fullPage: false });
  await admin.getByRole('button', { name: 'Generate Key' }).click();
  await expect(admin.getByText('Access key generated successfully')).toBeVisible();
  // The whole key is shown this once, in the dialog, with its copy button (ADR 0016).
  const generated = admin.getByTestId('generated-access-key');
  const accessKey = (await generated.locator('code').textContent())!.trim();
  expect(accessKey).toMatch(/^[A-Z2-9]{16}$/);
  await generated.getByRole('button', { name: 'Copy key for Morgan Lee' }).click();
  await expect(admin.getByText('Copied to clipboard')).toBeVisible();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(accessKey);
  await shoot(admin, 'admin', 'access-key-generated', { fullPage: false });
  await generated.getByRole('button', { name: 'Done' }).click();
  // The list shows only its last 4 characters, and offers no copy.
  const keyItem = admin.locator('li', { hasText: 'Morgan Lee' }).first();
  await expect(keyItem.getByText('Active', { exact: true })).toBeVisible();
  await expect(keyItem.getByTestId('access-key-role')).toHaveText('Role: Plumber');
  await expect(keyItem.getByText('Access key for Morgan Lee')).toBeVisible();
  await expect(keyItem.locator('code')).toHaveText(`••••••••••••${accessKey.slice(-4)}`);
  await expect(keyItem.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await admin.reload();
  await expect(admin.locator('body')).not.toContainText(accessKey);
  await shoot(admin, 'admin', 'access-keys');

  // 2. The new employee registers with it in another browser. Choosing Management with a
  //    Plumber key is refused at the role, and the key is not used up.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  const employeeEmail = uniqueEmail('morgan');
  await signUp(employee, employeeEmail);
  await fillBasics(employee, { firstName: 'Morgan', lastName: 'Lee', role: 'Management', code: accessKey });
  await employee.getByRole('button', { name: 'Next' }).click();
  await expect(employee.getByText('Step 1 of 4')).toBeVisible();
  await expect(employee.locator('#employeeRole-error')).toHaveText(accessKeyRoleMessage('Plumber'));
  await shoot(employee, 'admin', 'key-role-refused');
  await admin.reload();
  await expect(admin.locator('li', { hasText: 'Morgan Lee' }).first().getByText('Active', { exact: true })).toBeVisible();
  await choose(employee, 'Employee role', 'Plumber');
  await expect(employee.locator('#employeeRole-error')).toHaveCount(0);
  await employee.getByRole('button', { name: 'Next' }).click();
  await finishRegistration(employee, { photos: 'upload' });
  await expect(employee.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await admin.reload();
  await expect(admin.locator('li', { hasText: 'Morgan Lee' }).first().getByText('Used', { exact: true })).toBeVisible();

  // 3. The administrator generates Morgan's login PIN (a wrong owner PIN is refused first).
  await admin.goto('/employee-management');
  await expect(admin.getByText(/^Showing \d+ of \d+ employees$/)).toBeVisible();
  await admin.getByLabel('Search employees').fill(employeeEmail);
  await expect(admin.getByText(/^Showing 1 of \d+ employees$/)).toBeVisible();
  await admin.getByRole('button', { name: 'Plumber', exact: true }).click();
  await expect(admin.getByText(/^Showing 1 of \d+ employees$/)).toBeVisible();
  await admin.getByRole('button', { name: /^Morgan Lee / }).click();
  for (const section of ['Personal Information', 'Employment Details', 'Professional Details', 'Device Management'])
    await expect(admin.getByRole('heading', { name: section })).toBeVisible();
  await expect(admin.getByText('Not Generated')).toBeVisible();
  await expect(admin.getByText('0/0 active (Max: 2)')).toBeVisible();
  await admin.getByRole('button', { name: 'Generate PIN' }).click();
  const dialog = admin.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Generate PIN' });
  await dialog.getByLabel('Owner PIN').fill('00000');
  await expect(confirm).toBeDisabled();
  await shoot(admin, 'admin', 'owner-pin-dialog');
  await dialog.getByLabel('Owner PIN').fill('000000');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(admin.getByText('Access Denied')).toBeVisible();
  await expect(admin.getByText('Invalid PIN. Please enter the correct owner PIN.')).toBeVisible();
  await dialog.getByLabel('Owner PIN').fill(OWNER_PIN);
  await confirm.click();
  await expect(admin.getByText('PIN Generated', { exact: true })).toBeVisible();
  const loginPin = (await admin.getByTestId('fresh-login-pin').textContent())!.trim();
  expect(loginPin).toMatch(/^\d{6}$/);
  await expect(admin.getByText(`Login PIN for Morgan Lee: ${loginPin}`, { exact: false })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Regenerate PIN' })).toBeVisible();
  await shoot(admin, 'admin', 'employee-management');

  // The owner's card: statistics instead of devices, protected from removal, no login PIN.
  await admin.getByLabel('Search employees').fill('');
  await admin.getByRole('button', { name: 'Owner', exact: true }).click();
  await expect(admin.getByText(/^Showing 1 of \d+ employees$/)).toBeVisible();
  await admin.getByRole('button', { name: /details$/ }).click();
  await expect(admin.getByRole('heading', { name: 'Owner Performance Statistics' })).toBeVisible();
  await expect(admin.getByText('Owner Account - Protected')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Remove Employee' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: /Generate PIN/ })).toHaveCount(0);
  await shoot(admin, 'admin', 'owner-card');

  // 4. Morgan registers this device, signs out and signs in with the PIN.
  await employee.goto('/device-management');
  await expect(employee.getByText('Registered devices: 0 of 2')).toBeVisible();
  await employee.getByRole('button', { name: 'Register This Device' }).click();
  await expect(employee.getByText('Device registered successfully')).toBeVisible();
  await expect(employee.getByText('This device is registered and authorised', { exact: false })).toBeVisible();
  await expect(employee.getByText('Current Device', { exact: true }).last()).toBeVisible();
  await expect(employee.getByText('Registered devices: 1 of 2')).toBeVisible();
  await shoot(employee, 'admin', 'device-management');

  await employee.goto('/security-monitor');
  await expect(employee.getByText('Access denied. Only management personnel can view security monitoring.')).toBeVisible();

  await employee.goto('/api/logout');
  await employee.goto('/sign-in');
  await employee.getByRole('tab', { name: 'Sign in with PIN' }).click();
  await employee.getByLabel('Email').fill(employeeEmail);
  await employee.getByLabel('Login PIN').fill(loginPin);
  await shoot(employee, 'admin', 'sign-in-pin');
  await employee.getByRole('button', { name: 'Sign In with PIN' }).click();
  await expect(employee.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The device list on the administrator's card now shows it.
  await admin.reload();
  await admin.getByRole('button', { name: /^Morgan Lee / }).click();
  await expect(admin.getByText('1/1 active (Max: 2)')).toBeVisible();
  await expect(admin.getByText('Generated', { exact: false }).first()).toBeVisible();

  // 5. A manager sees everyone's sessions in the security monitor and ends Morgan's.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  // The administrator (owner or manager) generates Max's one-time key.
  await registerViaApi(
    managerContext.request,
    baseURL!,
    'Management',
    'Max',
    await generateAccessKey(adminContext.request, baseURL!, 'Max Admin', 'Management'),
  );
  await manager.goto('/security-monitor');
  await expect(manager.getByText('Last updated:', { exact: false })).toBeVisible();
  const morganCard = manager.locator('[data-testid^="sessions-"]', { hasText: 'Morgan Lee' });
  await expect(morganCard).toBeVisible();
  await expect(morganCard.getByText('Just now')).toBeVisible();
  const oliviaCard = manager.locator('[data-testid^="sessions-"]', { hasText: 'Olivia Admin' });
  await expect(oliviaCard).toBeVisible();
  // Management cannot end the owner's sessions: no button is offered.
  if (adminIsOwner) await expect(oliviaCard.getByRole('button', { name: 'End session' })).toHaveCount(0);
  await expect(manager.locator('[data-testid^="sessions-"]', { hasText: 'Max Admin' }).getByText('This session')).toBeVisible();
  await shoot(manager, 'admin', 'security-monitor');
  await morganCard.getByRole('button', { name: 'End session' }).first().click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
  await expect(manager.getByText('Session ended', { exact: true })).toBeVisible();
  await expect(morganCard).toHaveCount(0);

  // The ended session: the employee's next visit signs in again first, and would come back here.
  await employee.goto('/device-management');
  await expect(employee).toHaveURL(/\/sign-in\?next=%2Fdevice-management$/);

  // The audit trail records what happened.
  await admin.goto('/employee-management');
  const audit = admin.getByTestId('audit-list');
  for (const action of ['Access key generated', 'Login PIN generated', 'Session ended']) await expect(audit.getByText(action).first()).toBeVisible();

  await managerContext.close();
  await adminContext.close();
  await employeeContext.close();
});
