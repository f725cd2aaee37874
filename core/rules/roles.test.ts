import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ROLES, sharedCodeMayRegister } from './roles';

describe('sharedCodeMayRegister', () => {
  it('admits every employee role but Management, and never the Owner', () => {
    expect(EMPLOYEE_ROLES.filter(sharedCodeMayRegister)).toEqual(['Apprentice', 'Plumber', 'Office Staff']);
    expect(sharedCodeMayRegister('Management')).toBe(false);
    expect(sharedCodeMayRegister('Owner')).toBe(false);
  });
});
