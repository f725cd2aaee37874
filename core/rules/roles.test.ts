import { describe, expect, it } from 'vitest';
import {
  accessKeyAllowsRole,
  accessKeyRoleLabel,
  accessKeyRoleMessage,
  codeRoleProblem,
  EMPLOYEE_ROLES,
  OWNER_CODE_ONLY_MESSAGE,
  type Role,
  ROLE_NEEDS_KEY_MESSAGE,
  roleChangeRefusal,
  roleNeedsAccessKey,
  ROLES,
  SHARED_CODE_ROLES,
} from './roles';

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

describe('codeRoleProblem (the wizard at step 1, after the code check)', () => {
  const noOwner = (role: Role | undefined) => ({ role, registeringOwner: false });
  it('accepts a role the code registers, or no role chosen yet', () => {
    expect(codeRoleProblem(['Apprentice', 'Plumber'], noOwner('Plumber'))).toBeNull();
    expect(codeRoleProblem(['Management'], noOwner(undefined))).toBeNull();
    expect(codeRoleProblem(['Owner'], { role: 'Owner', registeringOwner: true })).toBeNull();
  });

  it('says a key is for its own role, and that the shared code does not register Office Staff', () => {
    expect(codeRoleProblem(['Plumber'], noOwner('Management'))).toEqual({ field: 'employeeRole', message: accessKeyRoleMessage('Plumber') });
    expect(codeRoleProblem(['Apprentice', 'Plumber'], noOwner('Office Staff'))).toEqual({ field: 'employeeRole', message: ROLE_NEEDS_KEY_MESSAGE });
  });

  it('keeps the owner code and the owner box together', () => {
    expect(codeRoleProblem(['Apprentice', 'Plumber'], { role: 'Owner', registeringOwner: true })).toEqual({
      field: 'employeeAccessCode',
      message: OWNER_CODE_ONLY_MESSAGE,
    });
    expect(codeRoleProblem(['Owner'], noOwner('Plumber'))?.field).toBe('employeeAccessCode');
  });
});

describe('roleChangeRefusal', () => {
  it('lets the owner give any employee role to anyone but the owner', () => {
    for (const target of EMPLOYEE_ROLES) for (const role of EMPLOYEE_ROLES) expect(roleChangeRefusal('Owner', target, role)).toBeNull();
    expect(roleChangeRefusal('Owner', 'Owner', 'Management')).toMatch(/owner role/);
    expect(roleChangeRefusal('Owner', 'Management', 'Owner')).toMatch(/owner role/);
  });

  it('lets Management give Plumber, Apprentice and Office Staff to those roles only', () => {
    const allowed = (target: (typeof ROLES)[number]) => EMPLOYEE_ROLES.filter((r) => roleChangeRefusal('Management', target, r) === null);
    expect(allowed('Plumber')).toEqual(['Apprentice', 'Plumber', 'Office Staff']);
    expect(allowed('Office Staff')).toEqual(['Apprentice', 'Plumber', 'Office Staff']);
    expect(allowed('Management')).toEqual([]);
    expect(allowed('Owner')).toEqual([]);
  });

  it('refuses everyone else', () => {
    for (const actor of ['Plumber', 'Apprentice', 'Office Staff', null] as const) expect(roleChangeRefusal(actor, 'Plumber', 'Apprentice')).not.toBeNull();
  });
});
