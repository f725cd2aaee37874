import { describe, expect, it } from 'vitest';
import { mayEditCheck, mayOpenInForm, ROLES, type Role } from './roles';

/** Who changes a saved check (docs/product.md#checks), mirrored by Existing's "Open in Form" and the report's "Back to Form". */
const user = (id: number, role: Role) => ({ id, role });
const check = (userId: number, certificateIssued = false) => ({ userId, certificateIssued });

describe('mayEditCheck', () => {
  it('lets the author change their own check, whatever their role', () => {
    for (const role of ROLES) expect(mayEditCheck(user(1, role), check(1))).toBe(true);
  });

  it("lets only Management and the Owner change another's check; Office Staff may see it, not change it", () => {
    expect(ROLES.filter((role) => mayEditCheck(user(2, role), check(1)))).toEqual(['Management', 'Owner']);
  });

  it('lets nobody signed out, or without a role, change a check that is not theirs', () => {
    expect(mayEditCheck(null, check(1))).toBe(false);
    expect(mayEditCheck({ id: 2, role: null }, check(1))).toBe(false);
  });
});

describe('mayOpenInForm', () => {
  it('opens a check in the form for those who may change it, while no certificate is issued', () => {
    expect(mayOpenInForm(user(1, 'Plumber'), check(1))).toBe(true);
    expect(mayOpenInForm(user(2, 'Management'), check(1))).toBe(true);
    expect(mayOpenInForm(user(2, 'Office Staff'), check(1))).toBe(false);
    expect(mayOpenInForm(user(1, 'Plumber'), check(1, true))).toBe(false);
    expect(mayOpenInForm(user(2, 'Owner'), check(1, true))).toBe(false);
  });
});
