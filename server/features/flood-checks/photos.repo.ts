import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inspectionPhotos } from '../../db/schema';

export type PhotoRow = typeof inspectionPhotos.$inferSelect;
export type NewPhotoValues = Omit<typeof inspectionPhotos.$inferInsert, 'id' | 'createdAt'>;

export async function insertPhoto(db: DbOrTx, values: NewPhotoValues): Promise<PhotoRow> {
  const [row] = await db.insert(inspectionPhotos).values(values).returning();
  return row!;
}

/** The photo an earlier try of the same upload stored, if any. */
export async function findUploadedPhoto(db: DbOrTx, checkId: number, clientUploadId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.floodPreventionCheckId, checkId), eq(inspectionPhotos.clientUploadId, clientUploadId)))
    .limit(1);
  return row ?? null;
}

export async function findPhoto(db: DbOrTx, id: number): Promise<PhotoRow | null> {
  const [row] = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.id, id)).limit(1);
  return row ?? null;
}

export async function deletePhotoRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(inspectionPhotos).where(eq(inspectionPhotos.id, id));
}

export async function updatePhotoCaption(db: DbOrTx, id: number, caption: string | null): Promise<PhotoRow> {
  const [row] = await db.update(inspectionPhotos).set({ caption }).where(eq(inspectionPhotos.id, id)).returning();
  return row!;
}
