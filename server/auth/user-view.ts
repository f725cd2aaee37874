import type { CurrentUser } from '../../core/contracts/auth';
import { tierName } from '../../core/rules/tiers';
import { roleOf } from './plugin';
import type { UserRow } from './session';

/** The current-user answer (GET /api/auth/user): never hashes, PINs or documents. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: roleOf(user),
    employeeRole: user.employeeRole,
    isOwner: user.isOwner,
    profileCompleted: user.profileCompleted,
    currentTierId: user.currentTierId,
    currentTier: tierName(user.currentTierId),
    employeePhotoUrl: user.employeePhotoUrl,
  };
}
