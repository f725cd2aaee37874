import { eq } from 'drizzle-orm';
import type { RegistrationBody } from '../../../core/contracts/registration';
import { accessKeyAllowsRole, accessKeyRoleMessage, OWNER_CODE_ONLY_MESSAGE, ROLE_NEEDS_KEY_MESSAGE, roleNeedsAccessKey } from '../../../core/rules/roles';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashSecret } from '../../lib/crypto';
import { badRequest, conflict, fieldError, unauthorized } from '../../lib/errors';
import { fileStore } from '../../lib/storage';
import type { UserRow } from '../../auth/session';
import { guardedCheck, throttleKey } from '../../auth/throttle';
import { storeImageDataUrl, type StoredImage } from '../../lib/profile-files';
import { getSettings, updateSettings } from '../../db/company-settings';
import { consumeAccessKey, INVALID_CODE_MESSAGE, matchAccessCode, type CodeMatch } from './access-code';

const IMAGE_FIELDS = ['employeePhotoUrl', 'employeeSignature', 'driversLicenseUrl', 'plumbingLicenseUrl', 'legalDisclaimerSignature'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

const invalidCode = () => badRequest(INVALID_CODE_MESSAGE, { employeeAccessCode: INVALID_CODE_MESSAGE });

/**
 * Which code `code` is, checked under the user's access-code lockout: the step-1 check, the
 * check before a registration body is read, and the registration itself all count here.
 */
export async function checkAccessCode({ db, config }: AppContext, user: UserRow, code: string): Promise<CodeMatch> {
  if (user.profileCompleted) throw conflict('Your registration is already complete.');
  const settings = await getSettings(db);
  let match: CodeMatch | null = null;
  await guardedCheck(db, throttleKey('access-code', user.id), async () => (match = await matchAccessCode(db, config, settings, code)) !== null, invalidCode);
  const found = match as CodeMatch | null;
  if (!found) throw invalidCode();
  return found;
}

/**
 * Completes the registration wizard (docs/product.md#registration). The access code is checked under a
 * lockout; images are checked and stored before the transaction and removed if it fails,
 * so a refused registration leaves nothing behind.
 */
export async function completeRegistration(ctx: AppContext, user: UserRow, body: RegistrationBody): Promise<UserRow> {
  const { db, config } = ctx;
  const code = await checkAccessCode(ctx, user, body.employeeAccessCode);
  const isOwner = code.kind === 'owner';
  if (isOwner && !body.ownerPin) throw fieldError('ownerPin', 'Set a 6-digit owner PIN to register as the owner');
  if (!isOwner && body.employeeRole === 'Owner') throw fieldError('employeeRole', OWNER_CODE_ONLY_MESSAGE);
  // ADR 0010, 0016: every employee knows the shared code, so it registers neither a manager nor office staff.
  if (code.kind === 'employee' && roleNeedsAccessKey(body.employeeRole)) throw fieldError('employeeRole', ROLE_NEEDS_KEY_MESSAGE);
  // ADR 0013: a key registers only the role it was generated for, so a key meant
  // for a plumber cannot make a manager. Refused before any file is written or the key is used.
  if (code.kind === 'access-key' && !accessKeyAllowsRole(code.keyRole, body.employeeRole)) throw fieldError('employeeRole', accessKeyRoleMessage(code.keyRole));

  const stored: Partial<Record<ImageField, StoredImage>> = {};
  try {
    for (const field of IMAGE_FIELDS) {
      const value = body[field];
      if (value) stored[field] = await storeImageDataUrl(config, field, value);
    }
    const ownerPinHash = isOwner && body.ownerPin ? await hashSecret(body.ownerPin) : null;
    return await db.transaction(async (tx) => {
      // The row is locked first: the unregistered-account sweep then waits and sees it
      // registered, and a second registration of the same account waits and is refused.
      const [me] = await tx.select({ profileCompleted: users.profileCompleted }).from(users).where(eq(users.id, user.id)).for('update');
      if (!me) throw unauthorized();
      if (me.profileCompleted) throw conflict('Your registration is already complete.');
      if (code.kind === 'access-key' && !(await consumeAccessKey(tx, code.keyHash, user.id))) throw invalidCode();
      if (ownerPinHash) await updateSettings(tx, { ownerPinHash });
      const [updated] = await tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          mobileNumber: body.mobileNumber,
          personalEmail: body.personalEmail,
          employeeRole: isOwner ? 'Owner' : body.employeeRole,
          role: isOwner ? 'owner' : 'employee',
          isOwner,
          startDate: body.startDate,
          licenseNumber: body.licenseNumber || null,
          plumbingLicenseNumber: body.plumbingLicenseNumber || null,
          licenseExpiryDate: body.licenseExpiryDate || null,
          emergencyContactName: body.emergencyContactName || null,
          emergencyContactPhone: body.emergencyContactPhone || null,
          employeePhotoUrl: stored.employeePhotoUrl?.url ?? null,
          employeeSignature: stored.employeeSignature?.url ?? null,
          driversLicenseUrl: stored.driversLicenseUrl?.url ?? null,
          plumbingLicenseUrl: stored.plumbingLicenseUrl?.url ?? null,
          legalDisclaimerAccepted: true,
          legalDisclaimerSignature: stored.legalDisclaimerSignature?.url ?? null,
          legalDisclaimerAcceptedAt: new Date(),
          profileCompleted: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      await audit(tx, { actorId: user.id, action: 'registration_completed', targetUserId: user.id, details: { via: code.kind } });
      return updated!;
    });
  } catch (error) {
    await fileStore(config).remove(...Object.values(stored).map((s) => s.key));
    // Two owner registrations racing: the single-owner index refuses the second.
    if (isUniqueViolation(error)) throw invalidCode();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
