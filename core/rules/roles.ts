/** Roles and what each may do (DECISIONS §4). The server enforces; the web only mirrors. */
export const EMPLOYEE_ROLES = ['Apprentice', 'Plumber', 'Office Staff', 'Management'] as const;
export const ROLES = [...EMPLOYEE_ROLES, 'Owner'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** See every check, report and certificate; email them. */
  viewAllChecks: ['Owner', 'Management', 'Office Staff'],
  /** Reopen and save anyone's unissued check (issue 19); everyone else changes only their own. */
  editAllChecks: ['Owner', 'Management'],
  /** Employees, access keys, devices of others, audit trail. */
  manageEmployees: ['Owner', 'Management'],
  monitorSecurity: ['Owner', 'Management'],
  editContent: ['Owner', 'Management'],
  companySettings: ['Owner'],
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
