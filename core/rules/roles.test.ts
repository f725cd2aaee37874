import { describe, expect, it } from 'vitest';
import { accessKeyAllowsRole, accessKeyRoleLabel, accessKeyRoleMessage, EMPLOYEE_ROLES, roleNeedsAccessKey, ROLES, SHARED_CODE_ROLES } from './roles';

describe('roleNeedsAccessKey', () => {
  it('asks a one-time access key of Office Staff and Management (the Owner has the owner code)', () => {
    expect(EMPLOYEE_ROLES.filter(roleNeedsAccessKey)).toEqual(['Office Staff', 'Management']);
    expect(roleNeedsAccessKey('Owner')).toBe(false);
  });
});

describe('accessKeyAllowsRole', () => {
  it('lets a key register only the role it was generated for', () => {
    for (const keyRole of EMPLOYEE_ROLES) expect(ROLES.filter((r) => accessKeyAllowsRole(keyRole, r))).toEqual([keyRole]);
    expect(accessKeyRoleMessage('Plumber')).toMatch(/^This access key is for the Plumber role\./);
  });

  it('gives a key made before keys had a role what the shared code gives: Apprentice or Plumber', () => {
    expect(ROLES.filter((r) => accessKeyAllowsRole(null, r))).toEqual(['Apprentice', 'Plumber']);
    expect(SHARED_CODE_ROLES).toEqual(['Apprentice', 'Plumber']);
    expect(accessKeyRoleMessage(null)).toContain('Office Staff and Management need a key generated for that role');
    expect(accessKeyRoleLabel(null)).toBe('Apprentice or Plumber');
    expect(accessKeyRoleLabel('Office Staff')).toBe('Office Staff');
  });
});
