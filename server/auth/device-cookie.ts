import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { employeeDevices } from '../db/schema';
import { sha256 } from '../lib/crypto';

/**
 * The device's identity (docs/product.md#devices): a random secret the server issues at registration,
 * kept in a long-lived HttpOnly cookie. Only its SHA-256 is stored.
 */
export const DEVICE_COOKIE = 'device_key';
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_MAX_AGE = 400 * 86_400;

export function readDeviceSecret(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, secret: string): void {
  reply.setCookie(DEVICE_COOKIE, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.env === 'production', maxAge: DEVICE_COOKIE_MAX_AGE });
}

export type DeviceRow = typeof employeeDevices.$inferSelect;

/** The device whose cookie secret this is, whoever it belongs to: the PIN sign-in's proof, and the device registration's "this browser". */
export async function deviceBySecret(db: DbOrTx, secret: string | undefined): Promise<DeviceRow | undefined> {
  if (!secret) return undefined;
  const [row] = await db
    .select()
    .from(employeeDevices)
    .where(eq(employeeDevices.secretHash, sha256(secret)));
  return row;
}
