import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accessKeyAllowsRole, EMPLOYEE_ROLES, roleNeedsAccessKey, type EmployeeRole, type Role } from '../../../core/rules/roles';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { employeeAccessKeys, users } from '../../db/schema';
import type { SettingsRow } from '../../db/company-settings';
import { normaliseKey } from '../../lib/access-codes';
import { constantTimeEqual, sha256, verifySecret } from '../../lib/crypto';

export const INVALID_CODE_MESSAGE = 'Invalid employee access code';

/** An access key carries the role it registers; null for keys made before keys had a role. */
export type CodeMatch = { kind: 'owner' } | { kind: 'employee' } | { kind: 'access-key'; keyHash: string; keyRole: EmployeeRole | null };

/**
 * Which code was entered (docs/product.md#registration): the shared employee code, a one-time access key,
 * or the owner code while no owner exists. Null for anything else.
 */
export async function matchAccessCode(db: Db, config: AppConfig, settings: SettingsRow, code: string): Promise<CodeMatch | null> {
  const trimmed = code.trim();
  if (constantTimeEqual(normaliseKey(trimmed), normaliseKey(settings.employeeAccessCode))) return { kind: 'employee' };

  const keyHash = sha256(normaliseKey(trimmed));
  const [key] = await db
    .select({ id: employeeAccessKeys.id, employeeRole: employeeAccessKeys.employeeRole })
    .from(employeeAccessKeys)
    .where(
      and(
        eq(employeeAccessKeys.keyHash, keyHash),
        eq(employeeAccessKeys.isUsed, false),
        or(isNull(employeeAccessKeys.expiresAt), gt(employeeAccessKeys.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (key) return { kind: 'access-key', keyHash, keyRole: key.employeeRole };

  const ownerExists = (await db.select({ id: users.id }).from(users).where(eq(users.isOwner, true)).limit(1)).length > 0;
  if (ownerExists) return null;
  const isOwnerCode = config.ownerAccessCode ? constantTimeEqual(trimmed, config.ownerAccessCode) : await verifySecret(settings.ownerAccessCodeHash, trimmed);
  return isOwnerCode ? { kind: 'owner' } : null;
}

/** The roles a code may register (ADR 0010, ADR 0013): what the wizard's role picker offers. */
export function rolesFor(match: CodeMatch): Role[] {
  if (match.kind === 'owner') return ['Owner'];
  if (match.kind === 'employee') return EMPLOYEE_ROLES.filter((role) => !roleNeedsAccessKey(role));
  return EMPLOYEE_ROLES.filter((role) => accessKeyAllowsRole(match.keyRole, role));
}

/**
 * Consumes a one-time key inside the registration transaction. The conditional update is
 * atomic: of two registrations racing for one key, exactly one gets a row back.
 */
export async function consumeAccessKey(tx: DbOrTx, keyHash: string, userId: number): Promise<boolean> {
  const rows = await tx
    .update(employeeAccessKeys)
    .set({ isUsed: true, usedByUserId: userId, usedAt: new Date() })
    .where(
      and(
        eq(employeeAccessKeys.keyHash, keyHash),
        eq(employeeAccessKeys.isUsed, false),
        or(isNull(employeeAccessKeys.expiresAt), gt(employeeAccessKeys.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: employeeAccessKeys.id });
  return rows.length === 1;
}
