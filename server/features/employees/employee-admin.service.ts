import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { EmployeeDocuments, Reinstated, RoleChanged } from '../../../core/contracts/employee-admin';
import { roleChangeRefusal, type EmployeeRole } from '../../../core/rules/roles';
import type { Db } from '../../db/client';
import { blacklistedUsers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { PROFILE_URL_PREFIX } from '../../lib/profile-files';
import { roleOf } from '../../auth/plugin';
import type { UserRow } from '../../auth/session';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { findEmployee } from './employees.repo';
import { OWNER_PROTECTED_MESSAGE } from './employees.service';

/**
 * Changes an employee's role (docs/product.md#roles). Who may give which role is core's rule
 * (roleChangeRefusal); the owner PIN approves it. The session reads the role on every request,
 * so the change is in force from the employee's next request.
 */
export async function changeRole(db: Db, actor: UserRow, targetId: number, role: EmployeeRole, pin: string): Promise<RoleChanged> {
  const target = await findEmployee(db, targetId);
  if (!target) throw notFound('Employee not found');
  if (target.isOwner) throw new AppError(403, 'owner_protected', OWNER_PROTECTED_MESSAGE);
  const previousRole = roleOf(target);
  const refusal = roleChangeRefusal(roleOf(actor), previousRole, role);
  if (refusal) throw new AppError(403, 'role_not_allowed', refusal);
  if (!target.profileCompleted) throw badRequest('This person has not finished registering: their role is set when they do.');
  await verifyOwnerPin(db, actor.id, pin);
  if (previousRole !== role) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ employeeRole: role, updatedAt: sql`now()` })
        .where(eq(users.id, target.id));
      await audit(tx, { actorId: actor.id, action: 'role_changed', targetUserId: target.id, details: { from: previousRole, to: role } });
    });
  }
  return { id: target.id, role, previousRole };
}

/** A registration image's address, only when it is one of ours (a same-origin path served with access control). */
const ownPath = (url: string | null) => (url?.startsWith(PROFILE_URL_PREFIX) ? url : null);

/** What registration collected from an employee, removed or not (their records are kept). */
export async function employeeDocuments(db: Db, id: number): Promise<EmployeeDocuments> {
  const [row] = await db
    .select({
      photo: users.employeePhotoUrl,
      licence: users.driversLicenseUrl,
      signature: users.employeeSignature,
      disclaimer: users.legalDisclaimerSignature,
      acceptedAt: users.legalDisclaimerAcceptedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('Employee not found');
  return {
    photoUrl: ownPath(row.photo),
    driversLicenseUrl: ownPath(row.licence),
    signatureUrl: ownPath(row.signature),
    disclaimerSignatureUrl: ownPath(row.disclaimer),
    disclaimerAcceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Takes back a removed employee (docs/product.md#reinstate): listed again, their email unblocked, so they sign
 * in with their password. Their devices stay deactivated and their login PIN, cleared at
 * removal, is not restored. The removal's other steps (their unused access keys revoked, the
 * shared code rotated) are not undone: those keys and that code may be in other hands.
 */
export async function reinstateEmployee(db: Db, actor: UserRow, targetId: number, pin: string): Promise<Reinstated> {
  const [target] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, targetId), isNotNull(users.removedAt), eq(users.isOwner, false)));
  if (!target) throw notFound('No removed employee with that id');
  await verifyOwnerPin(db, actor.id, pin);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ removedAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await tx.delete(blacklistedUsers).where(or(eq(blacklistedUsers.userId, target.id), eq(blacklistedUsers.email, target.email)));
    await audit(tx, { actorId: actor.id, action: 'employee_reinstated', targetUserId: target.id, details: { email: target.email } });
  });
  return { ok: true, devicesActive: 0 };
}
