import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Device } from '../../../core/contracts/admin';
import { DEVICE_KINDS, type DeviceKind } from '../../../core/contracts/admin';
import type { DeviceRow } from '../../auth/device-cookie';
import type { DbOrTx } from '../../db/client';
import { employeeDevices } from '../../db/schema';

export function toDevice(row: DeviceRow): Device {
  const kind = (DEVICE_KINDS as readonly string[]).includes(row.deviceType) ? (row.deviceType as DeviceKind) : 'Desktop';
  return {
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    deviceType: kind,
    isActive: row.isActive,
    lastUsed: row.lastUsed.toISOString(),
    registeredAt: row.registeredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's devices, active first, most recently used first. */
export function devicesOf(db: DbOrTx, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(employeeDevices)
    .where(eq(employeeDevices.userId, userId))
    .orderBy(desc(employeeDevices.isActive), desc(employeeDevices.lastUsed), asc(employeeDevices.id));
}

export async function activeDeviceCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employeeDevices)
    .where(and(eq(employeeDevices.userId, userId), eq(employeeDevices.isActive, true)));
  return row?.n ?? 0;
}

export async function deviceOfUser(db: DbOrTx, userId: number, deviceId: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeDevices)
    .where(and(eq(employeeDevices.userId, userId), eq(employeeDevices.deviceId, deviceId)));
  return row;
}
