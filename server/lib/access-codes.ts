import type { DbOrTx } from '../db/client';
import { updateSettings, type SettingsRow } from '../db/company-settings';
import { audit } from './audit';
import { randomCode } from './crypto';

/*
 * The codes staff type at registration, the shared employee code and one-time access keys:
 * the seed and Settings make the first, the access-keys feature the second, registration
 * compares both.
 */

/** A shared code staff type at registration: 10 characters, no look-alikes. */
export function newEmployeeAccessCode(): string {
  return randomCode(10);
}

/** Access keys are typed by people: case and separators do not matter. */
export function normaliseKey(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Replaces the shared employee access code and audits it: by the owner in Settings, or as
 * part of removing an employee, who may remember the old one (ADR 0016). Runs in the
 * caller's transaction, so the code changes with the removal or not at all.
 */
export async function rotateEmployeeAccessCode(
  tx: DbOrTx,
  actorId: number,
  cause: { reason: 'owner'; targetUserId?: undefined } | { reason: 'employee_removed'; targetUserId: number },
): Promise<SettingsRow> {
  const row = await updateSettings(tx, { employeeAccessCode: newEmployeeAccessCode(), employeeAccessCodeRotatedAt: new Date() });
  await audit(tx, { actorId, action: 'access_code_rotated', targetUserId: cause.targetUserId ?? null, details: { reason: cause.reason } });
  return row;
}
