import { eq } from 'drizzle-orm';
import { deviceBySecret } from '../../auth/device-cookie';
import type { UserRow } from '../../auth/session';
import { guardedCheck, throttleKey } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { employeeDevices, users } from '../../db/schema';
import { verifySecret } from '../../lib/crypto';
import { AppError, forbidden } from '../../lib/errors';
import { isBlacklisted, REMOVED_ACCOUNT_MESSAGE } from './auth.service';

export const UNREGISTERED_DEVICE_MESSAGE =
  'PIN sign-in works only on a device registered to your account. Sign in with your password and register this device under Device Management.';
const WRONG_PIN_MESSAGE = 'Incorrect email or PIN.';

/**
 * Email + login PIN (docs/product.md#devices): accepted only from one of that employee's registered,
 * active devices, under the per-account lockout. Without such a device no PIN is even
 * tried, so a PIN cannot be guessed from an arbitrary browser.
 */
export async function signInWithPin(db: Db, body: { email: string; pin: string }, deviceSecret: string | undefined): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const device = await deviceBySecret(db, deviceSecret);
  if (!user || !device || device.userId !== user.id || !device.isActive) throw new AppError(403, 'device_not_registered', UNREGISTERED_DEVICE_MESSAGE);

  await guardedCheck(
    db,
    throttleKey('pin', body.email),
    () => verifySecret(user.employeeLoginPinHash, body.pin),
    () => new AppError(401, 'invalid_credentials', WRONG_PIN_MESSAGE),
  );
  if (user.removedAt || (await isBlacklisted(db, user.email))) throw forbidden(REMOVED_ACCOUNT_MESSAGE);
  await db.update(employeeDevices).set({ lastUsed: new Date() }).where(eq(employeeDevices.id, device.id));
  return user;
}
