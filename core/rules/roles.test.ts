import { describe, expect, it } from 'vitest';
import { accessKeyAllowsRole, accessKeyRoleLabel, accessKeyRoleMessage, EMPLOYEE_ROLES, roleNeedsAccessKey, ROLES, SHARED_CODE_ROLES } from './roles';

describe('roleNeedsAccessKey', () => {
  it('asks a one-time access key of Management only (the Owner has the owner code)', () => {
    expect(EMPLOYEE_ROLES.filter(roleNeedsAccessKey)).toEqual(['Management']);
    expect(roleNeedsAccessKey('Owner')).toBe(false);
  });
});

describe('accessKeyAllowsRole', () => {
  it('lets a key register only the role it was generated for', () => {
    for (const keyRole of EMPLOYEE_ROLES) expect(ROLES.filter((r) => accessKeyAllowsRole(keyRole, r))).toEqual([keyRole]);
    expect(accessKeyRoleMessage('Plumber')).toMatch(/^This access key is for the Plumber role\./);
  });

  it('gives a key made before keys had a role what the shared code gives, never Management', () => {
    expect(ROLES.filter((r) => accessKeyAllowsRole(null, r))).toEqual([...SHARED_CODE_ROLES]);
    expect(accessKeyRoleMessage(null)).toContain('Management needs a key generated for Management');
    expect(accessKeyRoleLabel(null)).toBe('Any but Management');
    expect(accessKeyRoleLabel('Office Staff')).toBe('Office Staff');
  });
});
