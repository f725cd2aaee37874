import { canReopen } from './check-lifecycle';

/** Roles and what each may do (docs/product.md#roles). The server enforces; the web only mirrors. */
export const EMPLOYEE_ROLES = ['Apprentice', 'Plumber', 'Office Staff', 'Management'] as const;
export const ROLES = [...EMPLOYEE_ROLES, 'Owner'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** See every check, report and certificate; email them. */
  viewAllChecks: ['Owner', 'Management', 'Office Staff'],
  /** Reopen and save anyone's unissued check (docs/product.md#roles); everyone else changes only their own. */
  editAllChecks: ['Owner', 'Management'],
  /** Employees, access keys, devices of others, audit trail. */
  manageEmployees: ['Owner', 'Management'],
  monitorSecurity: ['Owner', 'Management'],
  editContent: ['Owner', 'Management'],
  companySettings: ['Owner'],
  /** Move follow-ups through quoting and export them (docs/product.md#follow-ups). */
  manageFollowUps: ['Owner', 'Management', 'Office Staff'],
  /** Review self-assessments and agree the score that sets the tier (docs/product.md#review). */
  reviewAssessments: ['Owner', 'Management'],
  /** Take back a removed employee (docs/product.md#reinstate): the owner's call alone. */
  reinstateEmployees: ['Owner'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export interface RoleHolder {
  role: Role | null;
}

/** True when the user's role grants the permission. */
export function can(user: RoleHolder | null | undefined, permission: Permission): boolean {
  if (!user?.role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(user.role);
}

/**
 * Who may change a saved check (docs/product.md#checks): its author, and the roles with
 * editAllChecks for anyone's. Others who see it (Office Staff) get 403 from the server.
 */
export function mayEditCheck(user: (RoleHolder & { id: number }) | null | undefined, check: { userId: number }): boolean {
  return !!user && (check.userId === user.id || can(user, 'editAllChecks'));
}

/**
 * Whether the check opens in the form for this user: one they may change, while no
 * certificate is issued for it (Existing's "Open in Form", the report's "Back to Form").
 */
export function mayOpenInForm(user: (RoleHolder & { id: number }) | null | undefined, check: { userId: number; certificateIssued: boolean }): boolean {
  return canReopen(check) && mayEditCheck(user, check);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The employee roles the company's shared employee access code may register (ADR 0010,
 * ADR 0016). Every employee knows the shared code and a removed one may still remember it,
 * so it opens only the roles that see nothing but their own work. Office Staff (every
 * client's details and photos) and Management need a one-time access key made for that
 * role; the Owner role needs the owner access code.
 */
export const SHARED_CODE_ROLES = ['Apprentice', 'Plumber'] as const satisfies readonly EmployeeRole[];

/** Shown under the role select when a role that needs a key is chosen, and by the server when it refuses the shared code. */
export const ROLE_NEEDS_KEY_MESSAGE =
  'Office Staff and Management register with a one-time access key from the owner or management, made for that role. Enter the key as your employee access code.';

/** Employee roles only a one-time access key may register (Office Staff, Management), not the shared code. */
export function roleNeedsAccessKey(role: Role): boolean {
  return (EMPLOYEE_ROLES as readonly Role[]).includes(role) && !(SHARED_CODE_ROLES as readonly Role[]).includes(role);
}

/** The role the Generate Access Key dialog starts on. */
export const DEFAULT_ACCESS_KEY_ROLE: EmployeeRole = 'Plumber';

/**
 * A one-time access key registers the one employee role it was generated for (ADR 0013).
 * A key made before keys carried a role has none (null): it registers what the shared
 * employee code does.
 */
export function accessKeyAllowsRole(keyRole: EmployeeRole | null, role: Role): boolean {
  return keyRole === null ? (SHARED_CODE_ROLES as readonly Role[]).includes(role) : keyRole === role;
}

/** The server's refusal on `employeeRole` when the chosen role is not the key's, shown under the role select. */
export function accessKeyRoleMessage(keyRole: EmployeeRole | null): string {
  return keyRole === null
    ? 'This access key registers Apprentice or Plumber. Office Staff and Management need a key generated for that role.'
    : `This access key is for the ${keyRole} role. Choose ${keyRole}, or ask for a key for your role.`;
}

/** The role of a key as the key list shows it. */
export function accessKeyRoleLabel(keyRole: EmployeeRole | null): string {
  return keyRole ?? 'Apprentice or Plumber';
}

/** Said when the owner access code is entered without ticking the owner box, and by the server when another code asks for Owner. */
export const OWNER_CODE_ONLY_MESSAGE = 'Only the owner access code can register the Owner role';
export const OWNER_CODE_UNTICKED_MESSAGE = 'This is the owner access code: tick "I am the business owner" to register as the owner.';

/**
 * What the wizard says at step 1 once the server has answered which roles a code may register
 * (docs/product.md#registration), or null when the chosen role is one of them. The server refuses the same
 * cases again at registration.
 */
export function codeRoleProblem(
  roles: readonly Role[],
  chosen: { role: Role | undefined; registeringOwner: boolean },
): { field: 'employeeAccessCode' | 'employeeRole'; message: string } | null {
  const ownerCode = roles.includes('Owner');
  if (chosen.registeringOwner) return ownerCode ? null : { field: 'employeeAccessCode', message: OWNER_CODE_ONLY_MESSAGE };
  if (ownerCode) return { field: 'employeeAccessCode', message: OWNER_CODE_UNTICKED_MESSAGE };
  if (!chosen.role || roles.includes(chosen.role)) return null;
  const [only] = roles;
  const keyRole = roles.length === 1 && only !== 'Owner' && only !== undefined ? only : null;
  return { field: 'employeeRole', message: keyRole ? accessKeyRoleMessage(keyRole) : ROLE_NEEDS_KEY_MESSAGE };
}

/** The roles Management may give (docs/product.md#roles): never Management itself, never Owner. */
export const MANAGEMENT_ASSIGNABLE_ROLES = ['Plumber', 'Apprentice', 'Office Staff'] as const satisfies readonly EmployeeRole[];

/**
 * Why `actor` may not change `target`'s role to `newRole`, or null when they may (docs/product.md#roles):
 * nobody makes or unmakes the owner; Management gives only Plumber, Apprentice and Office
 * Staff, and never touches another manager (or themselves).
 */
export function roleChangeRefusal(actor: Role | null, target: Role | null, newRole: Role): string | null {
  if (target === 'Owner' || newRole === 'Owner') return 'The owner role cannot be given or taken away.';
  if (actor === 'Owner') return null;
  if (actor !== 'Management') return 'Only the owner and management change roles.';
  if (target === 'Management') return 'Only the owner changes the role of a manager.';
  if (!(MANAGEMENT_ASSIGNABLE_ROLES as readonly Role[]).includes(newRole)) return 'Management may give only the Plumber, Apprentice and Office Staff roles.';
  return null;
}
