import { and, eq, isNull } from 'drizzle-orm';
import { INVALID_RESET_LINK, type PasswordResetConfirmBody, type ResetLinkResponse } from '../../../core/contracts/account';
import { LIMITS } from '../../../core/limits';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { addressLimitKey } from '../../lib/client-address';
import { audit } from '../../lib/audit';
import { hashSecret } from '../../lib/crypto';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { mailConfigured, sendMail } from '../../lib/mailer';
import { deleteUserSessions, type UserRow } from '../../auth/session';
import { clearFailures, countAttempt, throttleKey } from '../../auth/throttle';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { roleOf } from '../../auth/plugin';
import { findEmployee, OWNER_PROTECTED_MESSAGE } from '../employees/public';
import { isBlacklisted } from './auth.service';
import { consumeResetToken, createResetToken, discardResetTokens, resetUrl } from './password-reset.repo';

const HOUR = { windowMinutes: 60, lockMinutes: 60 };

/**
 * The limits of "Forgot password?": per client address a 429 (it says nothing of any
 * account); per account (the address typed, whether or not it has one) the request is still
 * answered 202 but no more mail goes, so nobody can flood a colleague's inbox.
 * Answers whether a mail may go to this account now.
 */
export async function limitResetRequests(db: Db, address: string, email: string): Promise<boolean> {
  const perAddress = LIMITS.passwordResetRequestsPerAddressPerHour;
  const byAddress = await countAttempt(db, throttleKey('reset-address', addressLimitKey(address)), { maxAttempts: perAddress, ...HOUR });
  if (byAddress.attempt > perAddress)
    throw new AppError(429, 'rate_limited', 'Too many password reset requests from this network. Please try again in an hour.');
  const perAccount = LIMITS.passwordResetRequestsPerHour;
  const byAccount = await countAttempt(db, throttleKey('reset-account', email), { maxAttempts: perAccount, ...HOUR });
  return byAccount.attempt <= perAccount;
}

/**
 * Mails a reset link when the address belongs to an account that may sign in, the server can
 * send mail, and APP_ORIGIN names the app: a link is never built from the request's Host
 * header, which the requester chooses. Runs after the 202 has gone, so the answer's timing
 * does not tell a known address from an unknown one.
 */
export async function mailResetLink({ db, config }: AppContext, email: string): Promise<'sent' | 'no-account' | 'no-mail'> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)));
  if (!user || (await isBlacklisted(db, user.email))) return 'no-account';
  if (!mailConfigured(config) || !config.appOrigin) return 'no-mail';
  const { token } = await createResetToken(db, user.id, 'email', null);
  try {
    await sendMail(config, {
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
        '',
        'Someone (hopefully you) asked to reset the password of your staff app account. Open this link to choose a new password:',
        '',
        resetUrl(config.appOrigin, token),
        '',
        `The link works once, for ${LIMITS.passwordResetMinutes} minutes. Setting a new password signs your account out everywhere.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  } catch (error) {
    await discardResetTokens(db, user.id);
    throw error;
  }
  await audit(db, { actorId: null, action: 'password_reset_requested', targetUserId: user.id, details: { via: 'email' } });
  return 'sent';
}

/**
 * Sets a new password from a reset link: the token is used up in the same transaction, every
 * session of the user ends (a thief signed in with the old password is out), any other link
 * stops working and the account's password lockout is lifted.
 */
export async function confirmReset(db: Db, body: PasswordResetConfirmBody): Promise<void> {
  const invalid = () => fieldError('token', INVALID_RESET_LINK);
  const passwordHash = await hashSecret(body.newPassword);
  await db.transaction(async (tx) => {
    const used = await consumeResetToken(tx, body.token);
    if (!used?.inTime) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), isNull(users.removedAt)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw invalid();
    await deleteUserSessions(tx, user.id);
    await discardResetTokens(tx, user.id);
    await clearFailures(tx, throttleKey('password', user.email));
    await audit(tx, { actorId: null, action: 'password_reset_completed', targetUserId: user.id, details: { via: used.via } });
  });
}

/**
 * A reset link the Owner or Management makes for an employee (owner PIN), shown once: the
 * way back when the server has no mail, or as a service. Never for the owner (the owner
 * uses `npm run reset-owner-password`), never for oneself (Settings -> Account), and a
 * manager makes them only for Plumbers, Apprentices and Office Staff: a link is the account.
 */
export async function makeResetLinkFor(db: Db, actor: UserRow, targetId: number, pin: string, origin: string): Promise<ResetLinkResponse> {
  const target = await findEmployee(db, targetId);
  if (!target) throw notFound('Employee not found');
  if (target.isOwner) throw new AppError(403, 'owner_protected', OWNER_PROTECTED_MESSAGE);
  if (target.id === actor.id) throw badRequest('Change your own password under Settings -> Account.');
  if (roleOf(actor) !== 'Owner' && roleOf(target) === 'Management') throw forbidden("Only the owner can make a reset link for a manager's account.");
  await verifyOwnerPin(db, actor.id, pin);
  const { token, expiresAt } = await createResetToken(db, target.id, 'manager', actor.id);
  await audit(db, { actorId: actor.id, action: 'password_reset_link_made', targetUserId: target.id, details: { via: 'manager' } });
  return { resetUrl: resetUrl(origin, token), expiresAt: expiresAt.toISOString() };
}

/** `npm run reset-owner-password`: a one-time link for the owner's account, printed on the server. */
export async function makeOwnerResetLink(db: Db, origin: string): Promise<{ resetUrl: string; expiresAt: Date; email: string } | null> {
  const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isOwner, true));
  if (!owner) return null;
  const { token, expiresAt } = await createResetToken(db, owner.id, 'command', null);
  await audit(db, { actorId: null, action: 'password_reset_link_made', targetUserId: owner.id, details: { via: 'command' } });
  return { resetUrl: resetUrl(origin, token), expiresAt, email: owner.email };
}
