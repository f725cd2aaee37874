import { eq } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD, type ChangePasswordBody } from '../../../core/contracts/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashSecret, verifySecret } from '../../lib/crypto';
import { fieldError, unauthorized } from '../../lib/errors';
import { deleteOtherSessions, type SessionContext } from '../../auth/session';
import { guardedCheck, throttleKey } from '../../auth/throttle';
import { discardResetTokens } from './password-reset.repo';

/**
 * Settings -> Account (docs/product.md#passwords). The current password is checked under the same lockout
 * as sign-in (`password:<email>`), so guessing it here counts toward the account's lock.
 * The browser that changes it stays signed in; every other session ends, and any reset link
 * still outstanding stops working.
 */
export async function changePassword(db: Db, auth: SessionContext, body: ChangePasswordBody): Promise<{ otherSessionsEnded: number }> {
  const { user, sessionId } = auth;
  await guardedCheck(
    db,
    throttleKey('password', user.email),
    async () => {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      return verifySecret(row?.passwordHash, body.currentPassword);
    },
    () => fieldError('currentPassword', WRONG_CURRENT_PASSWORD),
  );
  const passwordHash = await hashSecret(body.newPassword);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)).returning({ id: users.id });
    if (!updated) throw unauthorized();
    const otherSessionsEnded = await deleteOtherSessions(tx, user.id, sessionId);
    await discardResetTokens(tx, user.id);
    await audit(tx, { actorId: user.id, action: 'password_changed', targetUserId: user.id, details: { otherSessionsEnded } });
    return { otherSessionsEnded };
  });
}
