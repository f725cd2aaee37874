import { asc, eq } from 'drizzle-orm';
import type { Guideline, GuidelineBody } from '../../../core/contracts/content';
import type { DbOrTx } from '../../db/client';
import { guidelines } from '../../db/schema';

type GuidelineRow = typeof guidelines.$inferSelect;

export function toGuideline(row: GuidelineRow): Guideline {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    version: row.version,
    department: row.department,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Guidelines in a stable order (oldest first); inactive ones only for editors. */
export function listGuidelines(db: DbOrTx, { includeInactive }: { includeInactive: boolean }): Promise<GuidelineRow[]> {
  return db
    .select()
    .from(guidelines)
    .where(includeInactive ? undefined : eq(guidelines.isActive, true))
    .orderBy(asc(guidelines.id));
}

export async function insertGuideline(db: DbOrTx, values: GuidelineBody & { updatedBy: number }): Promise<GuidelineRow> {
  const [row] = await db.insert(guidelines).values(values).returning();
  return row!;
}

export async function updateGuideline(db: DbOrTx, id: number, values: GuidelineBody & { updatedBy: number }): Promise<GuidelineRow | undefined> {
  const [row] = await db
    .update(guidelines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(guidelines.id, id))
    .returning();
  return row;
}
