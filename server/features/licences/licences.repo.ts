import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LicenceRow } from '../../../core/contracts/profile';
import { CREDENTIAL_TYPES } from '../../../core/contracts/registration';
import { daysBetween, licenceStatus, type LicenceStatus } from '../../../core/rules/licence';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { roleOf } from '../../auth/plugin';

const NOT_REQUIRED = CREDENTIAL_TYPES[2];
const ORDER: Record<LicenceStatus, number> = { expired: 0, expiring: 1, missing: 2, valid: 3 };

/** Every registered, current employee's licence, the ones needing attention first. */
export async function licenceRegister(db: DbOrTx, today: string): Promise<LicenceRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isOwner: users.isOwner,
      employeeRole: users.employeeRole,
      licenseNumber: users.licenseNumber,
      plumbingLicenseNumber: users.plumbingLicenseNumber,
      licenseExpiryDate: users.licenseExpiryDate,
    })
    .from(users)
    .where(and(eq(users.profileCompleted, true), isNull(users.removedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows
    .map((u): LicenceRow => {
      const status = licenceStatus({ number: u.plumbingLicenseNumber, expiry: u.licenseExpiryDate }, today);
      return {
        userId: u.id,
        name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
        email: u.email,
        role: roleOf(u),
        credentialType: u.licenseNumber,
        licenceNumber: u.plumbingLicenseNumber,
        expiryDate: u.licenseExpiryDate,
        status,
        daysLeft: u.licenseExpiryDate ? daysBetween(today, u.licenseExpiryDate) : null,
        required: u.licenseNumber !== NOT_REQUIRED,
      };
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || (a.daysLeft ?? 0) - (b.daysLeft ?? 0));
}
