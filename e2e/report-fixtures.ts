import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SAMPLE_CLIENT } from '../core/contracts/test-fixtures';
import { e2eServer } from './current-server';
import { accessKeyFromOwner, employeeCode, PASSWORD, registrationDocuments, uniqueEmail } from './support';

/** People and checks for the report journeys, made through the API (the capture screen has its own journey). */
export async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { origin: e2eServer().url } });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * A registered plumber (or manager, with a one-time key from the owner: ADR 0010), signed in
 * in this page's browser context (through the API, for speed). Answers their email.
 */
export async function plumberSignedIn(page: Page, role: 'Plumber' | 'Management' | 'Office Staff' = 'Plumber'): Promise<string> {
  const employeeAccessCode = role === 'Plumber' ? await employeeCode() : await accessKeyFromOwner(e2eServer().url, 'Dana Nguyen', role);
  const email = uniqueEmail(`report-${role.toLowerCase().replace(' ', '-')}`);
  await post(page.request, '/api/auth/sign-up', { email, password: PASSWORD });
  await post(page.request, '/api/employee-profile', {
    firstName: role === 'Plumber' ? 'Jamie' : 'Dana',
    lastName: 'Nguyen',
    mobileNumber: '0412 345 678',
    personalEmail: 'jamie@example.com',
    employeeRole: role,
    startDate: '2025-02-03',
    // A certificate names the inspecting plumber's own licence: issuing needs one on the profile.
    plumbingLicenseNumber: role === 'Plumber' ? 'PL-40411' : 'PL-40422',
    employeeAccessCode,
    ...(await registrationDocuments()),
  });
  return email;
}

/** A plumber's drawn signature as the form sends it: a PNG data URL, one stroke on a transparent ground. */
export async function signaturePng(): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: Buffer.from('<svg width="400" height="150"><path d="M20 110 C 120 10, 200 150, 380 40" stroke="#111" stroke-width="4" fill="none"/></svg>') },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function createCheck(page: Page): Promise<number> {
  const check = await post(page.request, '/api/flood-prevention-checks', {
    ...SAMPLE_CLIENT,
    staticPressureKpa: 620,
    temperatureCelsius: 48,
    staticPressureStatus: 'fail',
    hotWaterTempStatus: 'pass',
    bathroom1InspectionStatus: 'applicable',
    bathroom1MixerTapHoses: 'green',
    bathroom1TapExtensionHoses: 'amber',
    bathroom1ToiletConnectorHose: 'red',
    bathroom2InspectionStatus: 'na',
    bathroom3InspectionStatus: 'applicable',
    kitchenInspectionStatus: 'applicable',
    kitchenMixerTapHoses: 'amber',
    washingMachineHosesStatus: 'applicable',
    washingMachineHoses: 'red',
    dishwasherHoseStatus: 'applicable',
    dishwasherHose: 'green',
    plumberName: 'Jamie Nguyen',
    inspectionDate: '2026-03-05',
    plumberSignature: await signaturePng(),
  });
  const photos: Array<[string, string, string]> = [
    ['static-pressure', 'Gauge at the meter', '#1d4ed8'],
    ['bathroom1', 'Mixer hoses under the vanity', '#15803d'],
    ['bathroom1', 'Toilet connector', '#b45309'],
    ['kitchen', 'Sink hoses', '#0e7490'],
  ];
  for (const [section, description, colour] of photos) {
    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const res = await page.request.post(`/api/flood-prevention-checks/${check.id}/photos`, {
      multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer }, section, description },
      headers: { origin: e2eServer().url },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return check.id as number;
}
