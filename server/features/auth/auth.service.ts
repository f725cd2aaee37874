import { eq } from 'drizzle-orm';
import type { SignInBody, SignUpBody } from '../../../core/contracts/auth';
import type { Db } from '../../db/client';
import { blacklistedUsers, users } from '../../db/schema';
import { hashSecret, verifySecret } from '../../lib/crypto';
import { AppError, conflict, forbidden } from '../../lib/errors';
import type { UserRecord, UserRow } from '../../auth/session';
import { guardedCheck, throttleKey } from '../../auth/throttle';

export const REMOVED_ACCOUNT_MESSAGE = 'This account has been removed. Please contact management.';

export async function isBlacklisted(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: blacklistedUsers.id }).from(blacklistedUsers).where(eq(blacklistedUsers.email, email)).limit(1);
  return rows.length > 0;
}

/** Creates an account (docs/product.md#sessions): it reaches only the registration wizard until registered. */
export async function signUp(db: Db, body: SignUpBody): Promise<UserRow> {
  if (await isBlacklisted(db, body.email)) throw forbidden('This email address cannot be used to create an account.');
  const passwordHash = await hashSecret(body.password);
  const [user] = await db.insert(users).values({ email: body.email, passwordHash }).onConflictDoNothing({ target: users.email }).returning();
  if (!user) throw conflict('An account with this email already exists. Please sign in instead.');
  return user;
}

/** Checks email and password under the per-account lockout. */
export async function signIn(db: Db, body: SignInBody): Promise<UserRecord> {
  let user: UserRecord | undefined;
  await guardedCheck(
    db,
    throttleKey('password', body.email),
    async () => {
      [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
      return verifySecret(user?.passwordHash, body.password);
    },
    () => new AppError(401, 'invalid_credentials', 'Incorrect email or password.'),
  );
  if (!user) throw new AppError(401, 'invalid_credentials', 'Incorrect email or password.');
  if (user.removedAt || (await isBlacklisted(db, user.email))) throw forbidden(REMOVED_ACCOUNT_MESSAGE);
  return user;
}
