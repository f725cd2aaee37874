/** Roles and what each may do (DECISIONS §4). The server enforces; the web only mirrors. */
export const EMPLOYEE_ROLES = ['Apprentice', 'Plumber', 'Office Staff', 'Management'] as const;
export const ROLES = [...EMPLOYEE_ROLES, 'Owner'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** See every check, report and certificate; email them. */
  viewAllChecks: ['Owner', 'Management', 'Office Staff'],
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
