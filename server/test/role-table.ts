import type { Permission, Role } from '../../core/rules/roles';

/**
 * Who may do what, written out from docs/product.md#roles, not read from
 * `PERMISSIONS`: the authorisation tests take their expectations from here, so a change to
 * the server's table fails them until this table and the product doc change with it.
 */
export const ROLE_TABLE: Record<Permission, readonly Role[]> = {
  viewAllChecks: ['Owner', 'Management', 'Office Staff'],
  editAllChecks: ['Owner', 'Management'],
  manageEmployees: ['Owner', 'Management'],
  monitorSecurity: ['Owner', 'Management'],
  editContent: ['Owner', 'Management'],
  companySettings: ['Owner'],
  manageFollowUps: ['Owner', 'Management', 'Office Staff'],
  reviewAssessments: ['Owner', 'Management'],
  reinstateEmployees: ['Owner'],
};

/** True when the written table lets `role` do `permission`. */
export function allowedByTable(role: Role, permission: Permission): boolean {
  return ROLE_TABLE[permission].includes(role);
}
