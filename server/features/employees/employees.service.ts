import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import type { EmployeeRemoved, GeneratedPin } from '../../../core/contracts/admin';
import type { Db } from '../../db/client';
import { blacklistedUsers, employeeDevices, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashSecret, randomDigits } from '../../lib/crypto';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { UserRow } from '../../auth/session';
import { deleteUserSessions } from '../../auth/session';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { rotateEmployeeAccessCode } from '../../lib/access-codes';
import { revokeKeysGeneratedBy } from '../access-keys/public';
import { findEmployee } from './employees.repo';

export const OWNER_PROTECTED_MESSAGE = 'Owner Account - Protected. The owner account cannot be removed or changed.';
export const REMOVAL_REASON = 'Account terminated by management';

/** The target of an administrative action: listed, and never the owner (docs/product.md#removal). */
async function nonOwnerEmployee(db: Db, id: number): Promise<UserRow> {
  const target = await findEmployee(db, id);
  if (!target) throw notFound('Employee not found');
  if (target.isOwner) throw new AppError(403, 'owner_protected', OWNER_PROTECTED_MESSAGE);
  return target;
}

/**
 * Makes a new 6-digit login PIN from the CSPRNG (docs/product.md#devices); only its hash is stored and
 * the PIN itself is answered once. Generating replaces any previous PIN.
 */
export async function generateLoginPin(db: Db, actor: UserRow, targetId: number, ownerPin: string, mode: 'generate' | 'regenerate'): Promise<GeneratedPin> {
  const target = await nonOwnerEmployee(db, targetId);
  await verifyOwnerPin(db, actor.id, ownerPin);
  const pin = randomDigits(LIMITS.pinLength);
  const pinHash = await hashSecret(pin);
  const generatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ employeeLoginPinHash: pinHash, employeeLoginPinGeneratedAt: generatedAt, updatedAt: generatedAt })
      .where(eq(users.id, target.id));
    await audit(tx, { actorId: actor.id, action: mode === 'generate' ? 'pin_generated' : 'pin_regenerated', targetUserId: target.id });
  });
  return { employeeLoginPin: pin, generatedAt: generatedAt.toISOString() };
}

/**
 * Removal (docs/product.md#removal): sessions end at once, devices are deactivated, the email is
 * blocked and the employee disappears from lists. Their records stay: company records.
 * Every way back closes in the same transaction (ADR 0016): the unused access keys they
 * generated are revoked and the shared employee code, which they know, is rotated.
 */
export async function removeEmployee(db: Db, actor: UserRow, targetId: number, ownerPin: string): Promise<EmployeeRemoved> {
  const target = await nonOwnerEmployee(db, targetId);
  if (target.id === actor.id) throw badRequest('You cannot remove your own account.');
  await verifyOwnerPin(db, actor.id, ownerPin);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ removedAt: sql`now()`, employeeLoginPinHash: null, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await deleteUserSessions(tx, target.id);
    await tx.update(employeeDevices).set({ isActive: false }).where(eq(employeeDevices.userId, target.id));
    await tx
      .insert(blacklistedUsers)
      .values({
        userId: target.id,
        email: target.email,
        firstName: target.firstName,
        lastName: target.lastName,
        reason: REMOVAL_REASON,
        blacklistedBy: actor.id,
      })
      .onConflictDoNothing({ target: blacklistedUsers.email });
    const keysRevoked = await revokeKeysGeneratedBy(tx, target.id);
    await audit(tx, { actorId: actor.id, action: 'employee_removed', targetUserId: target.id, details: { email: target.email, keysRevoked } });
    await rotateEmployeeAccessCode(tx, actor.id, { reason: 'employee_removed', targetUserId: target.id });
    return { ok: true as const, keysRevoked, accessCodeRotated: true as const };
  });
}
