import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdateBody } from '../../../core/contracts/profile';
import { licenceStatus, todayInZone } from '../../../core/rules/licence';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { PROFILE_URL_PREFIX, storeImageDataUrl, type StoredImage } from '../../lib/profile-files';
import { fileStore } from '../../lib/storage';
import { roleOf } from '../../auth/plugin';
import type { UserRecord } from '../../auth/session';

const IMAGE_FIELDS = ['driversLicenseUrl', 'plumbingLicenseUrl', 'employeePhotoUrl'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];
const TEXT_FIELDS = ['mobileNumber', 'personalEmail', 'emergencyContactName', 'emergencyContactPhone', 'plumbingLicenseNumber', 'licenseExpiryDate'] as const;

export function toProfile(user: UserRecord, timeZone: string): Profile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: roleOf(user),
    startDate: user.startDate,
    mobileNumber: user.mobileNumber,
    personalEmail: user.personalEmail,
    emergencyContactName: user.emergencyContactName,
    emergencyContactPhone: user.emergencyContactPhone,
    licenseNumber: user.licenseNumber,
    plumbingLicenseNumber: user.plumbingLicenseNumber,
    licenseExpiryDate: user.licenseExpiryDate,
    licenceStatus: licenceStatus({ number: user.plumbingLicenseNumber, expiry: user.licenseExpiryDate }, todayInZone(timeZone)),
    driversLicenseUrl: user.driversLicenseUrl,
    plumbingLicenseUrl: user.plumbingLicenseUrl,
    employeePhotoUrl: user.employeePhotoUrl,
  };
}

export async function readProfile({ db, config }: AppContext, userId: number): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return toProfile(user, config.timeZone);
}

/**
 * My Profile (docs/product.md#profile): applies only the fields sent, of the ones a person keeps up to
 * date themselves. Images are checked and stored first and removed if the update fails; the
 * files they replace are removed after it (nothing refers to them any more). A new expiry
 * date clears the bell at once: the bell reads the expiry on every request.
 */
export async function updateProfile({ db, config }: AppContext, userId: number, body: ProfileUpdateBody): Promise<Profile> {
  const stored: Partial<Record<ImageField, StoredImage>> = {};
  try {
    for (const field of IMAGE_FIELDS) {
      const value = body[field];
      if (value) stored[field] = await storeImageDataUrl(config, field, value);
    }
    const changes: Partial<typeof users.$inferInsert> = {};
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      if (value !== undefined) changes[field] = value === '' ? null : value;
    }
    for (const field of IMAGE_FIELDS) if (stored[field]) changes[field] = stored[field].url;
    const fields = Object.keys(changes);
    const { before, after } = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!old) throw notFound();
      if (!fields.length) return { before: old, after: old };
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      await audit(tx, { actorId: userId, action: 'profile_updated', targetUserId: userId, details: { fields } });
      return { before: old, after: updated! };
    });
    const replaced = IMAGE_FIELDS.filter((f) => stored[f] && before[f]?.startsWith(PROFILE_URL_PREFIX)).map(
      (f) => `profile/${before[f]!.slice(PROFILE_URL_PREFIX.length)}`,
    );
    await fileStore(config).remove(...replaced);
    return toProfile(after, config.timeZone);
  } catch (error) {
    await fileStore(config).remove(...Object.values(stored).map((s) => s.key));
    throw error;
  }
}
