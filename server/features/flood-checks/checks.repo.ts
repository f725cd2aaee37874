import { and, eq, sql, type SQL } from 'drizzle-orm';
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

const c = floodPreventionChecks;
/** What a list item needs: never the signature (a PNG of up to 2 MB) or the inspection answers. */
const LIST_COLUMNS = {
  id: c.id,
  userId: c.userId,
  clientName: c.clientName,
  unitNumber: c.unitNumber,
  streetNumber: c.streetNumber,
  streetName: c.streetName,
  streetType: c.streetType,
  suburb: c.suburb,
  postcode: c.postcode,
  state: c.state,
  status: c.status,
  initialJobNumber: c.initialJobNumber,
  clientEmail: c.clientEmail,
  createdAt: c.createdAt,
  certificateIssued: c.certificateIssued,
  photoCount: sql<number>`(select count(*) from ${inspectionPhotos} p where p.flood_prevention_check_id = ${c.id})`.mapWith(Number),
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};


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
 * One page of the checks `visible` allows, newest first, in one statement. Keyset
 * pagination on (created_at, id), which the indexes serve, so page time does not grow with
 * the table; photo counts and author names are looked up for the page's rows only.
 */
export async function listChecks(db: DbOrTx, visible: SQL | undefined, opts: { limit: number; afterId?: number | undefined }) {
  // Rows after the cursor's row in (created_at, id) order; compared in SQL so timestamps keep their full precision.
  const after = opts.afterId ? sql`(${c.createdAt}, ${c.id}) < (select p.created_at, p.id from ${c} p where p.id = ${opts.afterId})` : undefined;
  const rows = await db
    .select(LIST_COLUMNS)
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .where(and(visible, after))
    .orderBy(...NEWEST_FIRST)
    .limit(opts.limit);
  return {
    rows: rows.map(({ authorFirstName, authorLastName, ...r }) => ({ ...r, createdByName: [authorFirstName, authorLastName].filter(Boolean).join(' ') || null })),
  };
}
