import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings, emailLog, inspectionPhotos, users } from '../../db/schema';
import type { PhotoRow } from '../flood-checks/public';

/** A check's photos in the order they were taken. */
export async function listPhotos(db: DbOrTx, checkId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.floodPreventionCheckId, checkId))
    .orderBy(asc(inspectionPhotos.createdAt), asc(inspectionPhotos.id));
}

/** The photo stored under this name (original name, without `compressed-`). */
export async function findPhotoByFileName(db: DbOrTx, fileName: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.fileName, fileName)).limit(1);
  return row;
}

export async function recordEmail(
  db: DbOrTx,
  entry: { checkId: number; document: string; recipients: string[]; status: 'sent' | 'failed'; error: string | null; sentBy: number },
): Promise<void> {
  await db.insert(emailLog).values({
    floodPreventionCheckId: entry.checkId,
    document: entry.document,
    recipients: entry.recipients,
    status: entry.status,
    error: entry.error,
    sentBy: entry.sentBy,
  });
}

export async function listEmails(db: DbOrTx, checkId: number) {
  return db
    .select({ row: emailLog, firstName: users.firstName, lastName: users.lastName })
    .from(emailLog)
    .leftJoin(users, eq(users.id, emailLog.sentBy))
    .where(eq(emailLog.floodPreventionCheckId, checkId))
    .orderBy(desc(emailLog.createdAt), desc(emailLog.id));
}

/**
 * True when `email` (already trimmed and lower-cased by the contract) is the office email in
 * company Settings or the sign-in email (stored lower-cased) of a registered, not removed, staff member.
 */
export async function isCompanyAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [office] = await db
    .select({ one: sql<number>`1` })
    .from(companySettings)
    .where(eq(sql`lower(trim(${companySettings.officeEmail}))`, email))
    .limit(1);
  if (office) return true;
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt), eq(users.profileCompleted, true)))
    .limit(1);
  return Boolean(staff);
}
