import { and, asc, eq } from 'drizzle-orm';
import type { TrainingMaterial, TrainingMaterialBody, TrainingProgress } from '../../../core/contracts/content';
import type { DbOrTx } from '../../db/client';
import { activities, trainingMaterials, trainingProgress } from '../../db/schema';

type MaterialRow = typeof trainingMaterials.$inferSelect;
type ProgressRow = typeof trainingProgress.$inferSelect;

export function toMaterial(row: MaterialRow): TrainingMaterial {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    durationMinutes: row.durationMinutes,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProgress(row: ProgressRow): TrainingProgress {
  return {
    id: row.id,
    trainingMaterialId: row.trainingMaterialId,
    completed: row.completed,
    progress: row.progress,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Modules in a stable order (oldest first); inactive ones only for editors. */
export function listMaterials(db: DbOrTx, { includeInactive }: { includeInactive: boolean }): Promise<MaterialRow[]> {
  return db
    .select()
    .from(trainingMaterials)
    .where(includeInactive ? undefined : eq(trainingMaterials.isActive, true))
    .orderBy(asc(trainingMaterials.id));
}

export async function findMaterial(db: DbOrTx, id: number): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(trainingMaterials).where(eq(trainingMaterials.id, id)).limit(1);
  return row;
}

export async function insertMaterial(db: DbOrTx, values: TrainingMaterialBody & { updatedBy: number }): Promise<MaterialRow> {
  const [row] = await db.insert(trainingMaterials).values(values).returning();
  return row!;
}

export async function updateMaterial(db: DbOrTx, id: number, values: TrainingMaterialBody & { updatedBy: number }): Promise<MaterialRow | undefined> {
  const [row] = await db
    .update(trainingMaterials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingMaterials.id, id))
    .returning();
  return row;
}

export function listProgress(db: DbOrTx, userId: number): Promise<ProgressRow[]> {
  return db.select().from(trainingProgress).where(eq(trainingProgress.userId, userId)).orderBy(asc(trainingProgress.trainingMaterialId));
}

/**
 * Marks a module complete for a user. Idempotent: the conditional upsert only changes a row
 * that is not yet complete, so a repeat (or a race of two) records one activity, not two.
 */
export async function completeMaterial(db: DbOrTx, userId: number, material: MaterialRow): Promise<ProgressRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [changed] = await tx
      .insert(trainingProgress)
      .values({ userId, trainingMaterialId: material.id, completed: true, progress: 100, completedAt: now })
      .onConflictDoUpdate({
        target: [trainingProgress.userId, trainingProgress.trainingMaterialId],
        set: { completed: true, progress: 100, completedAt: now, updatedAt: now },
        setWhere: eq(trainingProgress.completed, false),
      })
      .returning();
    if (changed) {
      await tx.insert(activities).values({ userId, type: 'training_completed', description: `Completed training: ${material.title}` });
      return changed;
    }
    const [existing] = await tx
      .select()
      .from(trainingProgress)
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.trainingMaterialId, material.id)));
    return existing!;
  });
}
