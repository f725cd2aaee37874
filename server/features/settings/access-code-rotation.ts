import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { newEmployeeAccessCode, updateSettings, type SettingsRow } from './settings.repo';

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
