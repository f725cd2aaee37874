import { desc, eq } from 'drizzle-orm';
import { defaultKeyDescription, type AccessKey, type AccessKeyStatus, type GenerateAccessKeyBody } from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import type { EmployeeRole } from '../../../core/rules/roles';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { employeeAccessKeys, users } from '../../db/schema';
import { normaliseKey } from '../../lib/access-codes';
import { decryptWithAppSecret, encryptWithAppSecret } from '../../lib/app-secret';
import { audit } from '../../lib/audit';
import { randomCode, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../auth/session';
import { verifyOwnerPin } from '../../auth/owner-pin';

type KeyRow = typeof employeeAccessKeys.$inferSelect;

/** Spec part 2 §4: Used when used, Expired when past its expiry, otherwise Active. */
export function keyStatus(row: Pick<KeyRow, 'isUsed' | 'expiresAt'>, now = Date.now()): AccessKeyStatus {
  if (row.isUsed) return 'Used';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'Expired';
  return 'Active';
}

function toAccessKey(config: AppConfig, row: KeyRow, usedByName: string | null): AccessKey {
  return {
    id: row.id,
    accessKey: row.keyCiphertext ? decryptWithAppSecret(config, row.keyCiphertext) : null,
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

export async function listAccessKeys(db: Db, config: AppConfig): Promise<AccessKey[]> {
  const rows = await db
    .select({ key: employeeAccessKeys, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(employeeAccessKeys)
    .leftJoin(users, eq(users.id, employeeAccessKeys.usedByUserId))
    .orderBy(desc(employeeAccessKeys.generatedAt), desc(employeeAccessKeys.id));
  return rows.map((r) => toAccessKey(config, r.key, [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email));
}

/**
 * Stores a new one-time key of 16 characters from the CSPRNG (DECISIONS §2), valid for
 * LIMITS.accessKeyTtlDays, that registers `employeeRole` only (ADR 0013); answers the row
 * and the key itself. Stored as a SHA-256 for lookup and AES-GCM ciphertext under the
 * server secret for copying again: the database alone reveals no usable key. No PIN check and no audit: callers do both
 * (generateAccessKey; the test factories mint keys with it directly).
 */
export async function issueAccessKey(
  db: DbOrTx,
  config: AppConfig,
  values: { employeeName: string; description?: string | undefined; employeeRole: EmployeeRole; generatedBy: number | null },
): Promise<{ row: KeyRow; key: string }> {
  const key = randomCode(LIMITS.accessKeyLength);
  const [inserted] = await db
    .insert(employeeAccessKeys)
    .values({
      keyHash: sha256(normaliseKey(key)),
      keyCiphertext: encryptWithAppSecret(config, key),
      employeeName: values.employeeName,
      description: values.description || defaultKeyDescription(values.employeeName),
      employeeRole: values.employeeRole,
      generatedBy: values.generatedBy,
      expiresAt: new Date(Date.now() + LIMITS.accessKeyTtlDays * 86_400_000),
    })
    .returning();
  return { row: inserted!, key };
}

/** Generate Access Key (spec part 2 §4): the owner PIN, then a new key, audited. */
export async function generateAccessKey(db: Db, config: AppConfig, actor: UserRow, body: GenerateAccessKeyBody): Promise<AccessKey> {
  await verifyOwnerPin(db, actor.id, body.pin);
  const row = await db.transaction(async (tx) => {
    const { row: inserted } = await issueAccessKey(tx, config, {
      employeeName: body.employeeName,
      description: body.description,
      employeeRole: body.employeeRole,
      generatedBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'access_key_generated',
      details: { keyId: inserted.id, employeeName: body.employeeName, employeeRole: body.employeeRole },
    });
    return inserted;
  });
  return toAccessKey(config, row, null);
}

/** Revoking deletes the key (spec part 2 §4); a used key's registration is unaffected. */
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
