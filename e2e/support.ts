import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { RegistrationBody } from '../core/contracts/registration';
import { e2eServer } from './current-server';

export const E2E_OWNER_CODE = 'E2E-OWNER-CODE-2026';
export const E2E_EMPLOYEE_CODE = 'E2ECREW26';
export const PASSWORD = 'correct horse battery';
export const OWNER_PIN = '135792';
/** The owner the foundation journey registers through the wizard; the other journeys sign in as them. */
export const E2E_OWNER_EMAIL = 'olivia.owner@e2e.example.com';

/** The calendar date `days` from today in Melbourne (the app's time zone), as YYYY-MM-DD. */
export function melbourneDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A licence expiry far from the 60-day reminder whenever the suite runs (no fixed date to overtake). */
export const VALID_LICENCE_EXPIRY = melbourneDateIn(2 * 365);

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export type EmployeeRoleName = 'Apprentice' | 'Plumber' | 'Office Staff' | 'Management';

/**
 * A one-time access key for `employeeRole`, generated through the API by whoever is signed
 * in on `api` (the owner or a manager), with the owner PIN. Management registers only with a
 * key generated for Management (ADR 0010, ADR 0013).
 */
export async function generateAccessKey(api: APIRequestContext, baseURL: string, employeeName: string, employeeRole: EmployeeRoleName): Promise<string> {
  const res = await api.post('/api/access-keys', { data: { employeeName, employeeRole, pin: OWNER_PIN }, headers: { origin: new URL(baseURL).origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { accessKey: string }).accessKey;
}

/**
 * The same, from the owner the foundation journey registered (E2E_OWNER_EMAIL): signed in
 * through the API in a context of its own, and signed out again, so no owner session is left.
 */
export async function accessKeyFromOwner(baseURL: string, employeeName: string, employeeRole: EmployeeRoleName): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const headers = { origin: new URL(baseURL).origin };
    const signIn = await api.post('/api/auth/sign-in', { data: { email: E2E_OWNER_EMAIL, password: PASSWORD }, headers });
    expect(signIn.status(), `the owner (${E2E_OWNER_EMAIL}) signs in: the foundation journey registers them first`).toBe(200);
    const key = await generateAccessKey(api, baseURL, employeeName, employeeRole);
    await api.post('/api/auth/sign-out', { headers });
    return key;
  } finally {
    await api.dispose();
  }
}

/**
 * The shared employee access code as the owner's Settings show it now: removing an employee
 * rotates it (ADR 0016), and the people journeys remove people. Before the foundation journey
 * registers the owner, the code the e2e server started with.
 */
export async function employeeCode(baseURL = e2eServer().url): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const headers = { origin: new URL(baseURL).origin };
    const signIn = await api.post('/api/auth/sign-in', { data: { email: E2E_OWNER_EMAIL, password: PASSWORD }, headers });
    if (signIn.status() !== 200) return E2E_EMPLOYEE_CODE;
    const res = await api.get('/api/settings/access-code');
    expect(res.status(), await res.text()).toBe(200);
    await api.post('/api/auth/sign-out', { headers });
    return ((await res.json()) as { employeeAccessCode: string }).employeeAccessCode;
  } finally {
    await api.dispose();
  }
}

/** Draws a short stroke on a signature canvas. */
export async function drawSignature(canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const page = canvas.page();
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? 15 : -15));
  await page.mouse.up();
}

export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Takes a photo with Chromium's fake camera. */
export async function takePhoto(page: Page, section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Take Photo' }).click();
  await expect(section.locator('video')).toBeVisible();
  await page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0);
  await section.getByRole('button', { name: 'Capture' }).click();
  await expect(section.getByRole('img')).toBeVisible();
}

/** A small real JPEG (16 x 16, blue), as a phone's file picker would give. */
const SAMPLE_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJ+AZiz/2Q==',
  'base64',
);

/** Chooses a photo file instead of the camera: no dependence on the fake camera's timing. */
export async function uploadPhoto(_page: Page, section: Locator): Promise<void> {
  await section.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
  await expect(section.getByRole('img')).toBeVisible();
}

type RegistrationDocuments = Pick<
  RegistrationBody,
  'employeePhotoUrl' | 'employeeSignature' | 'driversLicenseUrl' | 'legalDisclaimerAccepted' | 'legalDisclaimerSignature'
>;

/**
 * The documents part of a registration made through the API (the wizard has its own journey):
 * small solid images, since no journey reads their pixels, only that they are there.
 */
export async function registrationDocuments(): Promise<RegistrationDocuments> {
  const solid = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  const [jpeg, png] = await Promise.all([solid('#64748b').jpeg().toBuffer(), solid('#ffffff').png().toBuffer()]);
  const photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  const signature = `data:image/png;base64,${png.toString('base64')}`;
  return {
    employeePhotoUrl: photo,
    employeeSignature: signature,
    driversLicenseUrl: photo,
    legalDisclaimerAccepted: true,
    legalDisclaimerSignature: signature,
  };
}

export interface RegisterOptions {
  firstName: string;
  lastName: string;
  role: 'Apprentice' | 'Plumber' | 'Office Staff' | 'Management' | 'Owner';
  code: string;
  licenceExpiry?: string;
  /** How the wizard's photos are given; the camera by default. */
  photos?: 'camera' | 'upload';
}

/** Fills step 1 of the wizard (Next not yet pressed). */
export async function fillBasics(page: Page, opts: RegisterOptions): Promise<void> {
  await page.getByLabel('First name').fill(opts.firstName);
  await page.getByLabel('Last name').fill(opts.lastName);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Personal email').fill(`${opts.firstName.toLowerCase()}@example.com`);
  if (opts.role === 'Owner') {
    await page.getByLabel('I am the business owner and have the owner access code').click();
    await page.getByLabel('Owner PIN (6 digits)').fill(OWNER_PIN);
    await page.getByLabel('Confirm owner PIN').fill(OWNER_PIN);
  } else {
    await choose(page, 'Employee role', opts.role);
  }
  await page.getByLabel('Start date').fill('2025-02-03');
  await choose(page, 'Plumbing credentials type', 'Valid plumbing license number');
  await page.getByLabel('Plumbing license/registration number').fill('PL-55512');
  await page.getByLabel('License expiry date').fill(opts.licenceExpiry ?? VALID_LICENCE_EXPIRY);
  await page.getByLabel('Employee access code').fill(opts.code);
}

/** Walks the four wizard steps and lands on the dashboard. */
export async function completeRegistration(page: Page, opts: RegisterOptions): Promise<void> {
  await fillBasics(page, opts);
  await page.getByRole('button', { name: 'Next' }).click();
  await finishRegistration(page, opts);
}

/** Steps 2 to 4, from step 2 to the click on Complete Registration. */
export async function finishRegistration(page: Page, opts: Pick<RegisterOptions, 'photos'>): Promise<void> {
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const photo = page.locator('div.space-y-2', { has: page.getByText('Employee photo') }).first();
  const givePhoto = opts.photos === 'upload' ? uploadPhoto : takePhoto;
  await givePhoto(page, photo);
  await drawSignature(page.getByTestId('employeeSignature-pad'));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  const licence = page.locator('div.space-y-2', { has: page.getByText("Driver's license photo") }).first();
  await givePhoto(page, licence);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByLabel('I have read and agree to the confidentiality agreement above.').click();
  await drawSignature(page.getByTestId('legalDisclaimerSignature-pad'));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
}

/** The folder of one area's review screenshots (journeys that need special shots write there too). */
export function shotsDir(area: string): string {
  return `${process.env.SHOTS_DIR ?? 'test-results/screens'}/${area}`;
}

/**
 * Screenshots at desktop (1280) and phone (375) width, for reviewing each screen.
 * Files land in SHOTS_DIR (default test-results/screens)/<area>/<name>-<width>.png.
 */
export async function shoot(page: Page, area: string, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = shotsDir(area);
  // Full-page shots of a scrolled page paint the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const restore = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(restore);
}
