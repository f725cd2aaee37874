import { eq, sql } from 'drizzle-orm';
import { DEVICE_LIMIT_MESSAGE } from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import { deviceKind, deviceName } from '../../../core/rules/user-agent';
import { deviceBySecret, type DeviceRow } from '../../auth/device-cookie';
import type { UserRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { employeeDevices } from '../../db/schema';
import { audit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { activeDeviceCount, deviceOfUser } from './devices.repo';

/** A fresh public device id: 32 hex characters, the first 8 shown on screens. */
function newDeviceId(): string {
  return sha256(randomToken()).slice(0, 32);
}

export interface Registration {
  device: DeviceRow;
  /** Set when a new cookie secret was issued and must be sent to the browser. */
  secret: string | null;
}

/**
 * Registers the browser as one of the user's devices (docs/product.md#devices). The user row is locked
 * for the count and the insert, so concurrent registrations cannot make a third active
 * device; the owner is exempt from the limit.
 */
export async function registerDevice(db: Db, user: UserRow, currentSecret: string | undefined, userAgent: string | undefined): Promise<Registration> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const existing = await deviceBySecret(tx, currentSecret);
    if (existing?.userId === user.id && existing.isActive) {
      const [touched] = await tx.update(employeeDevices).set({ lastUsed: new Date() }).where(eq(employeeDevices.id, existing.id)).returning();
      return { device: touched!, secret: null };
    }
    if (!user.isOwner && (await activeDeviceCount(tx, user.id)) >= LIMITS.maxDevicesPerEmployee) throw new AppError(409, 'device_limit', DEVICE_LIMIT_MESSAGE);
    const agent = userAgent?.slice(0, 512) ?? null;
    const meta = { deviceName: deviceName(agent), deviceType: deviceKind(agent), userAgent: agent };
    if (existing?.userId === user.id) {
      // A deactivated device registered again: the same record comes back to life.
      const [revived] = await tx
        .update(employeeDevices)
        .set({ ...meta, isActive: true, lastUsed: new Date(), registeredAt: new Date() })
        .where(eq(employeeDevices.id, existing.id))
        .returning();
      return { device: revived!, secret: null };
    }
    // A browser belongs to one account at a time: a fresh secret replaces another user's cookie.
    const secret = randomToken();
    const [device] = await tx
      .insert(employeeDevices)
      .values({ userId: user.id, deviceId: newDeviceId(), secretHash: sha256(secret), ...meta })
      .returning();
    return { device: device!, secret };
  });
}

/** Deactivates one of the user's devices; `actor` is who asked (the user or an administrator). */
export async function deactivateDevice(db: Db, actor: UserRow, userId: number, deviceId: string): Promise<void> {
  const device = await deviceOfUser(db, userId, deviceId);
  if (!device) throw notFound('Device not found');
  await db.transaction(async (tx) => {
    await tx.update(employeeDevices).set({ isActive: false }).where(eq(employeeDevices.id, device.id));
    await audit(tx, { actorId: actor.id, action: 'device_deactivated', targetUserId: userId, details: { deviceId, deviceName: device.deviceName } });
  });
}
