import { z } from 'zod';
import { EMPLOYEE_ROLES, ROLES } from '../rules/roles';
import { ownerPinBody } from './admin';

/** Contracts of the employee screen's admin actions (docs/product.md#employees): role, documents, reinstatement. */

export const ROLE_REQUIRED = 'Choose a role: Apprentice, Plumber, Office Staff or Management';

/** PATCH /api/employees/:id/role. Owner is not a role anyone is given (there is one owner). */
export const changeRoleBody = ownerPinBody.extend({ role: z.enum(EMPLOYEE_ROLES, { error: ROLE_REQUIRED }) });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;
export const roleChangedSchema = z.object({ id: z.number(), role: z.enum(EMPLOYEE_ROLES), previousRole: z.enum(ROLES).nullable() });
export type RoleChanged = z.infer<typeof roleChangedSchema>;

/**
 * GET /api/employees/:id/documents: what registration collected. Each URL is a same-origin path
 * answered only to the employee and to Owner and Management; null when none was given.
 */
export const employeeDocumentsSchema = z.object({
  photoUrl: z.string().nullable(),
  driversLicenseUrl: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  disclaimerSignatureUrl: z.string().nullable(),
  disclaimerAcceptedAt: z.string().nullable(),
});
export type EmployeeDocuments = z.infer<typeof employeeDocumentsSchema>;

/** GET /api/employees/removed: removed employees, whom the owner may reinstate. */
export const removedEmployeeSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  removedAt: z.string(),
});
export type RemovedEmployee = z.infer<typeof removedEmployeeSchema>;
export const removedEmployeeListSchema = z.array(removedEmployeeSchema);

/**
 * POST /api/employees/:id/reinstate (owner). Their records were kept and they sign in with
 * their password again; their devices stay deactivated and they have no login PIN until one is
 * generated. What the removal revoked (their unused access keys, the old shared code) stays revoked.
 */
export const reinstatedSchema = z.object({ ok: z.literal(true), devicesActive: z.literal(0) });
export type Reinstated = z.infer<typeof reinstatedSchema>;
