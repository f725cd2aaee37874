import type { DbOrTx } from '../db/client';
import { getSettings } from '../db/company-settings';
import { verifySecret } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { guardedCheck, throttleKey } from './throttle';

export const INVALID_PIN_MESSAGE = 'Invalid PIN. Please enter the correct owner PIN.';

/**
 * Checks the owner PIN on the server for a PIN-gated action (docs/product.md#devices), under a lockout
 * per acting user. Wrong PIN: 403 with the product's wording (docs/product.md#devices).
 */
export async function verifyOwnerPin(db: DbOrTx, actorUserId: number, pin: string): Promise<void> {
  const settings = await getSettings(db);
  await guardedCheck(
    db,
    throttleKey('owner-pin', actorUserId),
    () => verifySecret(settings.ownerPinHash, pin),
    () => new AppError(403, 'invalid_pin', INVALID_PIN_MESSAGE),
  );
}
