import { and, desc, eq } from 'drizzle-orm';
import {
  defaultKeyDescription,
  type AccessKey,
  type AccessKeyStatus,
  type GenerateAccessKeyBody,
  type GeneratedAccessKey,
} from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import type { EmployeeRole } from '../../../core/rules/roles';
import type { Db, DbOrTx } from '../../db/client';
import { employeeAccessKeys, users } from '../../db/schema';
import { normaliseKey } from '../../lib/access-codes';
import { audit } from '../../lib/audit';
import { randomCode, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../auth/session';
import { verifyOwnerPin } from '../../auth/owner-pin';

type KeyRow = typeof employeeAccessKeys.$inferSelect;

/** docs/product.md#registration: Used when used, Expired when past its expiry, otherwise Active. */
export function keyStatus(row: Pick<KeyRow, 'isUsed' | 'expiresAt'>, now = Date.now()): AccessKeyStatus {
  if (row.isUsed) return 'Used';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'Expired';
  return 'Active';
}

function toAccessKey(row: KeyRow, usedByName: string | null): AccessKey {
  return {
    id: row.id,
    lastFour: row.keyLastFour,
    employeeName: row.employeeName,
    description: row.description,
    employeeRole: row.employeeRole,
    status: keyStatus(row),
    isUsed: row.isUsed,
    usedAt: row.usedAt?.toISOString() ?? null,
    usedByName,
    generatedAt: row.generatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listAccessKeys(db: Db): Promise<AccessKey[]> {
  const rows = await db
    .select({ key: employeeAccessKeys, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(employeeAccessKeys)
    .leftJoin(users, eq(users.id, employeeAccessKeys.usedByUserId))
    .orderBy(desc(employeeAccessKeys.generatedAt), desc(employeeAccessKeys.id));
  return rows.map((r) => toAccessKey(r.key, [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email));
}

/**
 * Stores a new one-time key of 16 characters from the CSPRNG (docs/product.md#registration), valid for
 * LIMITS.accessKeyTtlDays, that registers `employeeRole` only (ADR 0013); answers the row
 * and the key itself, which is shown this once (ADR 0016). Only its SHA-256 (for lookup) and
 * its last 4 characters (to tell keys apart in the list) are stored: neither the database
 * nor the server can show the key again. No PIN check and no audit: callers do both
 * (generateAccessKey; the test factories mint keys with it directly).
 */
export async function issueAccessKey(
  db: DbOrTx,
  values: { employeeName: string; description?: string | undefined; employeeRole: EmployeeRole; generatedBy: number | null },
): Promise<{ row: KeyRow; key: string }> {
  const key = randomCode(LIMITS.accessKeyLength);
  const [inserted] = await db
    .insert(employeeAccessKeys)
    .values({
      keyHash: sha256(normaliseKey(key)),
      keyLastFour: key.slice(-4),
      employeeName: values.employeeName,
      description: values.description || defaultKeyDescription(values.employeeName),
      employeeRole: values.employeeRole,
      generatedBy: values.generatedBy,
      expiresAt: new Date(Date.now() + LIMITS.accessKeyTtlDays * 86_400_000),
    })
    .returning();
  return { row: inserted!, key };
}

/** Generate Access Key (docs/product.md#registration): the owner PIN, then a new key, audited; the answer is the only time the key is shown. */
export async function generateAccessKey(db: Db, actor: UserRow, body: GenerateAccessKeyBody): Promise<GeneratedAccessKey> {
  await verifyOwnerPin(db, actor.id, body.pin);
  const { row, key } = await db.transaction(async (tx) => {
    const issued = await issueAccessKey(tx, {
      employeeName: body.employeeName,
      description: body.description,
      employeeRole: body.employeeRole,
      generatedBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'access_key_generated',
      details: { keyId: issued.row.id, employeeName: body.employeeName, employeeRole: body.employeeRole },
    });
    return issued;
  });
  return { ...toAccessKey(row, null), accessKey: key };
}

/** Revoking deletes the key (docs/product.md#registration); a used key's registration is unaffected. */
export async function revokeAccessKey(db: Db, actor: UserRow, keyId: number, pin: string): Promise<void> {
  const [row] = await db
    .select({ id: employeeAccessKeys.id, employeeName: employeeAccessKeys.employeeName })
    .from(employeeAccessKeys)
    .where(eq(employeeAccessKeys.id, keyId));
  if (!row) throw notFound('Access key not found');
  await verifyOwnerPin(db, actor.id, pin);
  await db.transaction(async (tx) => {
    await tx.delete(employeeAccessKeys).where(eq(employeeAccessKeys.id, keyId));
    await audit(tx, { actorId: actor.id, action: 'access_key_revoked', details: { keyId, employeeName: row.employeeName } });
  });
}

/**
 * Removal closes the way back (ADR 0016): every unused key the removed employee generated is
 * deleted, expired or not, so a key they kept cannot register anyone. Used keys stay: they
 * record who registered with them. Answers how many were revoked.
 */
export async function revokeKeysGeneratedBy(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx
    .delete(employeeAccessKeys)
    .where(and(eq(employeeAccessKeys.generatedBy, userId), eq(employeeAccessKeys.isUsed, false)))
    .returning({ id: employeeAccessKeys.id });
  return rows.length;
}
