import { z } from 'zod';
import { LIMITS } from '../limits';
import { EMPLOYEE_ROLES, ROLES } from '../rules/roles';
import { idParam } from './common';
import { endpoint } from './endpoint';

/**
 * Contracts of the administration screens (docs/product.md#employees): employees, login PINs,
 * devices, access keys, sessions and the audit trail.
 */

/** Every owner-PIN-gated call carries the owner PIN in its JSON body (docs/product.md#devices). */
export const ownerPinBody = z.object({
  pin: z.string({ error: 'PIN required: Please enter your PIN' }).regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), `PIN must be ${LIMITS.pinLength} digits`),
});
export type OwnerPinBody = z.infer<typeof ownerPinBody>;

export const DEVICE_KINDS = ['Mobile', 'Tablet', 'Desktop'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const deviceSchema = z.object({
  /** The public random id; screens show its first 8 characters. */
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: z.enum(DEVICE_KINDS),
  isActive: z.boolean(),
  lastUsed: z.string(),
  registeredAt: z.string(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

/** GET /api/devices: own devices and which one this browser is. */
export const myDevicesSchema = z.object({
  devices: z.array(deviceSchema),
  currentDeviceId: z.string().nullable(),
  activeCount: z.number(),
  maxDevices: z.number(),
  /** The owner is exempt from the device limit (docs/product.md#devices). */
  limitApplies: z.boolean(),
});
export type MyDevices = z.infer<typeof myDevicesSchema>;

export const employeeDevicesSchema = z.object({ devices: z.array(deviceSchema), activeCount: z.number(), maxDevices: z.number() });
export type EmployeeDevices = z.infer<typeof employeeDevicesSchema>;

export const DEVICE_LIMIT_MESSAGE = 'You have reached the maximum device limit. Please deactivate another device first.';

export const employeeSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  isOwner: z.boolean(),
  profileCompleted: z.boolean(),
  mobileNumber: z.string().nullable(),
  personalEmail: z.string().nullable(),
  startDate: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  plumbingLicenseNumber: z.string().nullable(),
  licenseExpiryDate: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  currentTierId: z.number(),
  /** Null until an assessment has placed the employee above the entry tier's default. */
  tierDetails: z.object({ name: z.string() }).nullable(),
  /** The login PIN itself is never returned after generation: only when it was made. */
  loginPinGeneratedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeeListSchema = z.array(employeeSchema);

export const employeeStatisticsSchema = z.object({
  assessmentScore: z.number(),
  trainingCompletion: z.number(),
  floodPreventionStats: z.object({ totalChecks: z.number(), completedChecks: z.number(), certificatesIssued: z.number() }),
  skillCategoryScores: z.array(z.object({ categoryName: z.string(), averageScore: z.number() })),
});
export type EmployeeStatistics = z.infer<typeof employeeStatisticsSchema>;

/** POST /api/employees/:id/generate-pin and /regenerate-pin: the PIN, shown once. */
export const generatedPinSchema = z.object({ employeeLoginPin: z.string(), generatedAt: z.string() });
export type GeneratedPin = z.infer<typeof generatedPinSchema>;

/**
 * DELETE /api/employees/:id. A removal also revokes the unused access keys the employee
 * generated and rotates the shared employee access code (ADR 0016): the screen says so.
 */
export const employeeRemovedSchema = z.object({ ok: z.literal(true), keysRevoked: z.number(), accessCodeRotated: z.literal(true) });
export type EmployeeRemoved = z.infer<typeof employeeRemovedSchema>;

export const employeeDeviceParams = z.object({ userId: idParam.shape.id, deviceId: z.string().min(1).max(64) });
export const deviceParams = z.object({ deviceId: z.string().min(1).max(64) });

export const ACCESS_KEY_STATUSES = ['Used', 'Expired', 'Active'] as const;
export type AccessKeyStatus = (typeof ACCESS_KEY_STATUSES)[number];

export const EMPLOYEE_NAME_REQUIRED = 'Please enter the employee name';
export const ACCESS_KEY_ROLE_REQUIRED = 'Choose the role this key is for';

export const generateAccessKeyBody = ownerPinBody.extend({
  employeeName: z.string({ error: EMPLOYEE_NAME_REQUIRED }).trim().min(1, EMPLOYEE_NAME_REQUIRED).max(120, 'Must be at most 120 characters'),
  description: z.string().trim().max(300, 'Must be at most 300 characters').optional(),
  /** The one employee role the key registers (ADR 0013); never Owner. */
  employeeRole: z.enum(EMPLOYEE_ROLES, { error: ACCESS_KEY_ROLE_REQUIRED }),
});
export type GenerateAccessKeyBody = z.infer<typeof generateAccessKeyBody>;

/** The description used when none is given (docs/product.md#registration). */
export function defaultKeyDescription(employeeName: string): string {
  return `Access key for ${employeeName.trim()}`;
}

/** An access key as the list shows it: never the key itself, only its last 4 characters (ADR 0016). */
export const accessKeySchema = z.object({
  id: z.number(),
  /** Null for a key made before keys were shown once (migration 0005). */
  lastFour: z.string().nullable(),
  employeeName: z.string(),
  description: z.string(),
  /** The role the key registers; null for a key made before keys had a role (it registers Apprentice or Plumber). */
  employeeRole: z.enum(EMPLOYEE_ROLES).nullable(),
  status: z.enum(ACCESS_KEY_STATUSES),
  isUsed: z.boolean(),
  usedAt: z.string().nullable(),
  usedByName: z.string().nullable(),
  generatedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type AccessKey = z.infer<typeof accessKeySchema>;
export const accessKeyListSchema = z.array(accessKeySchema);

/** POST /api/access-keys: the one answer that carries the whole key; it is not stored and never shown again. */
export const generatedAccessKeySchema = accessKeySchema.extend({ accessKey: z.string() });
export type GeneratedAccessKey = z.infer<typeof generatedAccessKeySchema>;

/** How the list writes a key it can no longer show: `••••••••••••AB12`. */
export function maskedAccessKey(lastFour: string | null): string {
  return '•'.repeat(LIMITS.accessKeyLength - 4) + (lastFour ?? '••••');
}

export const sessionItemSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  deviceKind: z.enum(DEVICE_KINDS),
  lastActivity: z.string(),
  createdAt: z.string(),
  isCurrent: z.boolean(),
});
export const sessionMonitorItemSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  employeeRole: z.string().nullable(),
  isOwner: z.boolean(),
  /** Management may not end the owner's sessions (docs/product.md#roles); the owner may end any. */
  canEnd: z.boolean(),
  sessionCount: z.number(),
  sessions: z.array(sessionItemSchema),
});
export type SessionMonitorItem = z.infer<typeof sessionMonitorItemSchema>;
export const activeSessionsSchema = z.object({ activeSessions: z.array(sessionMonitorItemSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;
export const sessionParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'Unknown session') });

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string().nullable(),
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

/** Managing employees (docs/product.md#roles-and-permissions). */
export const employeeEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/employees', access: 'manageEmployees' }),
  statistics: endpoint({ method: 'GET', path: '/api/employees/:id/statistics', access: 'manageEmployees' }),
  generatePin: endpoint({ method: 'POST', path: '/api/employees/:id/generate-pin', access: 'manageEmployees' }),
  regeneratePin: endpoint({ method: 'POST', path: '/api/employees/:id/regenerate-pin', access: 'manageEmployees' }),
  remove: endpoint({ method: 'DELETE', path: '/api/employees/:id', access: 'manageEmployees' }),
  removed: endpoint({ method: 'GET', path: '/api/employees/removed', access: 'manageEmployees' }),
  changeRole: endpoint({ method: 'PATCH', path: '/api/employees/:id/role', access: 'manageEmployees' }),
  documents: endpoint({ method: 'GET', path: '/api/employees/:id/documents', access: 'manageEmployees' }),
  reinstate: endpoint({ method: 'POST', path: '/api/employees/:id/reinstate', access: 'reinstateEmployees' }),
  auditLog: endpoint({ method: 'GET', path: '/api/admin/audit-log', access: 'manageEmployees' }),
};

/** Trusted devices: one's own, and an employee's for managers. */
export const deviceEndpoints = {
  mine: endpoint({ method: 'GET', path: '/api/devices', access: 'registered' }),
  register: endpoint({ method: 'POST', path: '/api/devices/register', access: 'registered' }),
  forget: endpoint({ method: 'DELETE', path: '/api/devices/:deviceId', access: 'registered' }),
  ofEmployee: endpoint({ method: 'GET', path: '/api/employees/:id/devices', access: 'manageEmployees' }),
  forgetEmployees: endpoint({ method: 'DELETE', path: '/api/employees/:userId/devices/:deviceId', access: 'manageEmployees' }),
};

export const accessKeyEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/access-keys', access: 'manageEmployees' }),
  generate: endpoint({ method: 'POST', path: '/api/access-keys', access: 'manageEmployees' }),
  revoke: endpoint({ method: 'DELETE', path: '/api/access-keys/:id', access: 'manageEmployees' }),
};

/** The security monitor. */
export const securityEndpoints = {
  activeSessions: endpoint({ method: 'GET', path: '/api/admin/active-sessions', access: 'monitorSecurity' }),
  endSession: endpoint({ method: 'DELETE', path: '/api/admin/sessions/:sessionId', access: 'monitorSecurity' }),
};
