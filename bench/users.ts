import sharp from 'sharp';
import { PROCESS_OWNER_CODE } from '../server/test/server-process';
import { BENCH_EMPLOYEE_CODE } from './server';

let counter = 0;

async function images(): Promise<{ jpeg: string; png: string }> {
  const tiny = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } });
  return {
    jpeg: `data:image/jpeg;base64,${(await tiny().jpeg().toBuffer()).toString('base64')}`,
    png: `data:image/png;base64,${(await tiny().png().toBuffer()).toString('base64')}`,
  };
}

/** The registration wizard's body: a plumber with the employee code, or the owner with the owner code. */
export async function registrationBody(kind: 'plumber' | 'owner' = 'plumber'): Promise<Record<string, unknown>> {
  const { jpeg, png } = await images();
  const owner = kind === 'owner';
  return {
    firstName: owner ? 'Olive' : 'Bench',
    lastName: owner ? 'Owner' : 'Mark',
    mobileNumber: '0400 000 000',
    personalEmail: 'bench@example.com',
    employeeRole: owner ? 'Owner' : 'Plumber',
    startDate: '2025-01-01',
    employeeAccessCode: owner ? PROCESS_OWNER_CODE : BENCH_EMPLOYEE_CODE,
    ...(owner ? { ownerPin: '482915' } : {}),
    employeePhotoUrl: jpeg,
    employeeSignature: png,
    driversLicenseUrl: jpeg,
    legalDisclaimerAccepted: true,
    legalDisclaimerSignature: png,
  };
}

/**
 * Signs up and registers a user through the real API (a plumber with the employee code, or
 * the owner with the owner code) and returns the session cookie that registration set.
 */
export async function registeredCookie(base: string, kind: 'plumber' | 'owner' = 'plumber'): Promise<string> {
  const origin = base;
  const email = `bench-${process.pid}-${Date.now()}-${counter++}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const reg = await fetch(`${base}/api/employee-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(await registrationBody(kind)),
  });
  if (!reg.ok) throw new Error(`registration failed: ${reg.status} ${await reg.text()}`);
  // Registration issues a fresh session and ends sign-up's.
  return reg.headers.get('set-cookie')!.split(';')[0]!;
}

export async function userId(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  return ((await res.json()) as { id: number }).id;
}
