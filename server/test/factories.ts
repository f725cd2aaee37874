import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { authEndpoints, type CurrentUser } from '../../core/contracts/auth';
import type { FloodCheckInput } from '../../core/contracts/flood-check';
import { type RegistrationBody, registrationEndpoints } from '../../core/contracts/registration';
import { roleNeedsAccessKey, type EmployeeRole, type Role } from '../../core/rules/roles';
import type { ZodApp } from '../context';
import { issueAccessKey } from '../features/access-keys/access-keys.service';
import { getSettings } from '../db/company-settings';
import { contextOf, TEST_EMPLOYEE_CODE, TEST_OWNER_CODE } from './app';
import { TestClient } from './client';

export const TEST_PASSWORD = 'correct horse battery';
export const TEST_OWNER_PIN = '482913';

async function solidImage(format: 'jpeg' | 'png', width = 24, height = 16): Promise<string> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  const buf = await (format === 'jpeg' ? base.jpeg() : base.png()).toBuffer();
  return `data:image/${format};base64,${buf.toString('base64')}`;
}

export const images = {
  jpeg: await solidImage('jpeg'),
  png: await solidImage('png'),
};

/** A complete, valid registration; override any field. */
export function buildRegistration(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    firstName: 'Sam',
    lastName: 'Taylor',
    mobileNumber: '0412 345 678',
    personalEmail: 'sam.taylor@example.com',
    employeeRole: 'Plumber',
    startDate: '2025-02-03',
    licenseNumber: 'Valid plumbing license number',
    plumbingLicenseNumber: 'PL-12345',
    licenseExpiryDate: VALID_LICENCE_EXPIRY,
    emergencyContactName: 'Alex Taylor',
    emergencyContactPhone: '0400 000 000',
    employeeAccessCode: TEST_EMPLOYEE_CODE,
    employeePhotoUrl: images.jpeg,
    employeeSignature: images.png,
    driversLicenseUrl: images.jpeg,
    plumbingLicenseUrl: images.jpeg,
    legalDisclaimerAccepted: true,
    legalDisclaimerSignature: images.png,
    ...overrides,
  };
}

/** A complete, valid check body; override any field. */
export function buildCheck(overrides: Partial<FloodCheckInput> & Record<string, unknown> = {}): FloodCheckInput {
  return {
    clientName: 'Margaret Chen',
    unitNumber: '2',
    streetNumber: '14',
    streetName: 'Smith',
    streetType: 'Street',
    suburb: 'Richmond',
    postcode: '3121',
    state: 'VIC',
    initialJobNumber: 'JOB-1042',
    clientEmail: 'margaret.chen@example.com',
    staticPressureKpa: 620,
    temperatureCelsius: 48,
    staticPressureStatus: 'fail',
    hotWaterTempStatus: 'pass',
    bathroom1InspectionStatus: 'applicable',
    bathroom1MixerTapHoses: 'amber',
    bathroom1TapExtensionHoses: 'green',
    bathroom1ToiletConnectorHose: 'red',
    kitchenInspectionStatus: 'na',
    washingMachineHosesStatus: 'applicable',
    washingMachineHoses: 'green',
    plumberName: 'Sam Taylor',
    inspectionDate: '2026-11-20',
    plumberSignature: images.png,
    ...overrides,
  } as FloodCheckInput;
}

/** A licence expiry two years from the run date: valid, and far from the 60-day reminder, whenever the tests run. */
export const VALID_LICENCE_EXPIRY = new Date(Date.now() + 2 * 365 * 86_400_000).toISOString().slice(0, 10);

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A signed-up (not yet registered) account with its client. */
export async function signedUp(app: ZodApp, email = uniqueEmail()): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(app);
  const res = await client.post(authEndpoints.signUp.path, { email, password: TEST_PASSWORD });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client, email };
}

/**
 * A one-time access key for `employeeRole`, minted as Access Key Management would (without
 * the owner PIN dialog): the way Office Staff and Management register (ADR 0010, 0013, 0016).
 */
export async function mintAccessKey(app: ZodApp, employeeRole: EmployeeRole, employeeName = 'New Employee'): Promise<string> {
  return (await issueAccessKey(contextOf(app).db, { employeeName, employeeRole, generatedBy: null })).key;
}

/** The shared employee access code in the database now: TEST_EMPLOYEE_CODE until a removal rotates it. */
export async function currentEmployeeCode(app: ZodApp): Promise<string> {
  return (await getSettings(contextOf(app).db)).employeeAccessCode;
}

/**
 * A registered user of the given role: the owner with the owner code and PIN, Office Staff
 * and Management with a fresh one-time access key for their role, Plumber and Apprentice
 * with the shared employee code as it is now (removing an employee rotates it).
 */
export async function registered(
  app: ZodApp,
  role: Role = 'Plumber',
  overrides: Partial<RegistrationBody> = {},
): Promise<{ client: TestClient; user: CurrentUser; email: string }> {
  const { client, email } = await signedUp(app, uniqueEmail(role.toLowerCase().replace(' ', '-')));
  const body =
    role === 'Owner'
      ? buildRegistration({
          employeeRole: 'Owner',
          employeeAccessCode: TEST_OWNER_CODE,
          ownerPin: TEST_OWNER_PIN,
          firstName: 'Olivia',
          lastName: 'Owner',
          ...overrides,
        })
      : buildRegistration({
          employeeRole: role,
          employeeAccessCode: roleNeedsAccessKey(role) ? await mintAccessKey(app, role as EmployeeRole, role) : await currentEmployeeCode(app),
          ...overrides,
        });
  const res = await client.post(registrationEndpoints.register.path, body);
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { client, user: res.json() as CurrentUser, email };
}
