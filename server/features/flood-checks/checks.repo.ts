import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { floodCheckCounts, floodPreventionChecks, inspectionPhotos, users } from '../../db/schema';
import type { CheckRow } from './check-access';

export type NewCheckValues = Omit<typeof floodPreventionChecks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertCheck(db: DbOrTx, values: NewCheckValues): Promise<CheckRow> {
  const [row] = await db.insert(floodPreventionChecks).values(values).returning();
  return row!;
}

export async function updateCheck(db: DbOrTx, id: number, values: Partial<NewCheckValues>): Promise<CheckRow> {
  const [row] = await db
    .update(floodPreventionChecks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(floodPreventionChecks.id, id))
    .returning();
  return row!;
}

export async function authorName(db: DbOrTx, userId: number): Promise<string | null> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null;
}

export interface ListPage {
  rows: Array<CheckRow & { photoCount: number; createdByName: string | null }>;
}

/**
 * How many checks `userId` has recorded, or everyone when null: read from the counts the
 * trigger of migration 0001 keeps, so the time does not grow with the history.
 */
export async function countChecks(db: DbOrTx, userId: number | null): Promise<number> {
  const where = userId === null ? undefined : eq(floodCheckCounts.userId, userId);
  const [row] = await db.select({ n: sql<string | null>`sum(${floodCheckCounts.total})` }).from(floodCheckCounts).where(where);
  return Number(row?.n ?? 0);
}

/** Matches the indexes exactly (DESC NULLS LAST), so a page is an index scan, not a sort of the table. */
const NEWEST_FIRST = [sql`${floodPreventionChecks.createdAt} desc nulls last`, sql`${floodPreventionChecks.id} desc nulls last`];

/**
 * One page of the checks `visible` allows, newest first. Keyset pagination on
 * (created_at, id), which the indexes serve, so page time does not grow with the table;
 * photo counts and author names are looked up for the page's rows only.
 */
export async function listChecks(db: DbOrTx, visible: SQL | undefined, opts: { limit: number; afterId?: number | undefined }): Promise<ListPage> {
  const c = floodPreventionChecks;
  // Rows after the cursor's row in (created_at, id) order; compared in SQL so timestamps keep their full precision.
  const after = opts.afterId ? sql`(${c.createdAt}, ${c.id}) < (select p.created_at, p.id from ${c} p where p.id = ${opts.afterId})` : undefined;
  const rows = await db
    .select()
    .from(c)
    .where(and(visible, after))
    .orderBy(...NEWEST_FIRST)
    .limit(opts.limit);
  if (!rows.length) return { rows: [] };
  const [photoCounts, authors] = await Promise.all([
    db
      .select({ checkId: inspectionPhotos.floodPreventionCheckId, n: count() })
      .from(inspectionPhotos)
      .where(inArray(inspectionPhotos.floodPreventionCheckId, rows.map((r) => r.id)))
      .groupBy(inspectionPhotos.floodPreventionCheckId),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
  const photosOf = new Map(photoCounts.map((p) => [p.checkId, Number(p.n)]));
  const nameOf = new Map(authors.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || null]));
  return {
    rows: rows.map((r) => ({ ...r, photoCount: photosOf.get(r.id) ?? 0, createdByName: nameOf.get(r.userId) ?? null })),
  };
}
