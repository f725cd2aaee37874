import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ROLES, roleNeedsAccessKey } from './roles';

describe('roleNeedsAccessKey', () => {
  it('asks a one-time access key of Management only (the Owner has the owner code)', () => {
    expect(EMPLOYEE_ROLES.filter(roleNeedsAccessKey)).toEqual(['Management']);
    expect(roleNeedsAccessKey('Owner')).toBe(false);
  });
});
