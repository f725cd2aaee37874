import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedStatement, selectList } from '../../db/prepared';
import { certificates, checkEvents, floodCheckCounts, floodPreventionChecks, users } from '../../db/schema';
import { CHECK_FIELD_NAMES, LIST_FIELD_NAMES, type ListFieldName } from '../../../core/contracts/flood-check-fields';
import type { CheckRow } from './check-access';

export type NewCheckValues = Omit<typeof floodPreventionChecks.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'photoCount'>;

/**
 * Inserts a check, or nothing when its author already created one from the same phone draft: then
 * null. The unique (user_id, draft_id) constraint decides, so two concurrent creates of one draft
 * make one row (docs/product.md#drafts); a check without a draft id always inserts (NULLs differ).
 */
export async function insertCheck(db: DbOrTx, values: NewCheckValues): Promise<CheckRow | null> {
  const [row] = await db
    .insert(floodPreventionChecks)
    .values(values)
    .onConflictDoNothing({ target: [floodPreventionChecks.userId, floodPreventionChecks.draftId] })
    .returning();
  return row ?? null;
}

/** The check this author created from this phone draft. */
export async function findCheckByDraft(db: DbOrTx, userId: number, draftId: string): Promise<CheckRow | null> {
  const [row] = await db
    .select()
    .from(floodPreventionChecks)
    .where(and(eq(floodPreventionChecks.userId, userId), eq(floodPreventionChecks.draftId, draftId)));
  return row ?? null;
}

/** A check's own columns, as a save writes them (the author, completion time and the draft it came from apart). */
export type CheckColumns = Omit<NewCheckValues, 'userId' | 'completedAt' | 'draftId'>;
/** Every column a save writes: the check's fields (flood-check-fields.ts), its inspection answers and its status. */
const SAVED_COLUMNS = [...CHECK_FIELD_NAMES, 'inspection', 'status'] as const satisfies ReadonlyArray<keyof CheckColumns>;
// A column of the table that a save would not write (a field missing from CHECK_FIELDS) fails to compile here.
type Unsaved = Exclude<keyof CheckColumns, (typeof SAVED_COLUMNS)[number] | 'certificateIssued' | 'certificateIssuedAt'>;
const _everyColumnSaved: [Unsaved] extends [never] ? true : Unsaved = true;

const c = floodPreventionChecks;
const COLUMNS = getTableColumns(c);
const col = (key: keyof typeof COLUMNS) => sql.identifier(COLUMNS[key].name);
/** `'fieldName'` when the save changed that column: compared in SQL, old row against new. */
const changedField = (key: keyof typeof COLUMNS) => sql`case when o.${col(key)} is distinct from u.${col(key)} then ${sql.raw(`'${key}'`)} end`;

/**
 * The save of a check and its history row as one named prepared statement: built once,
 * planned by PostgreSQL once per connection (building the UPDATE's SQL on every save was a
 * fifth of the save's CPU) and atomic without a transaction's extra round trips. `o` locks
 * the row and keeps what it held; `u` writes it, only while `authorId` wrote it and no
 * certificate is issued; the history row (docs/product.md#history) names the fields whose values changed,
 * the check's own by name, then each area, hose and appliance answer. The first time a check
 * is completed is kept; going back to draft clears it.
 */
const saveStatement = preparedStatement<Record<string, unknown>>(
  'check_save',
  sql`with o as (
      select * from ${c} where ${c.id} = ${sql.placeholder('id')} and ${c.userId} = ${sql.placeholder('authorId')} and not ${c.certificateIssued} for update
    ), u as (
      update ${c} set ${sql.join(
        SAVED_COLUMNS.map((k) => sql`${col(k)} = ${sql.param(sql.placeholder(k), c[k])}`),
        sql`, `,
      )}, ${col('completedAt')} = case when ${sql.placeholder('status')}::text = 'completed' then coalesce(o.${col('completedAt')}, now()) end,
        ${col('updatedAt')} = now()
      from o where ${c.id} = o.id
      returning ${c}.*
    ), diff as (
      select u.id, array_remove(array[${sql.join(CHECK_FIELD_NAMES.map(changedField), sql`, `)}]::text[], null)
        || coalesce((select array_agg(k order by k) from (select jsonb_object_keys(o.inspection) as k union select jsonb_object_keys(u.inspection)) keys
          where (o.inspection -> k) is distinct from (u.inspection -> k)), '{}'::text[]) as changed_fields
      from u join o on o.id = u.id
    ), event as (
      insert into ${checkEvents} (flood_prevention_check_id, actor_id, type, details, created_at)
      select id, ${sql.placeholder('actorId')}, 'updated', jsonb_build_object('fields', to_jsonb(changed_fields)), clock_timestamp() from diff
    )
    select u.* from u join diff on diff.id = u.id`,
);

/** A row as PostgreSQL sent it (column names, driver values) -> the table's row, as drizzle maps it. */
function toCheckRow(raw: Record<string, unknown>): CheckRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as CheckRow;
}

/**
 * Changes a check in one atomic statement, only while `authorId` wrote it and no certificate
 * is issued (docs/product.md#certificates), and records the change in its history in the same statement;
 * undefined when it matched nothing. Nothing can slip in between a check and the write (an
 * issue of its certificate waits for the row lock, or the save waits and then matches nothing).
 */
export async function updateOwnEditableCheck(
  db: DbOrTx,
  id: number,
  authorId: number,
  values: CheckColumns,
  actorId = authorId, // management and the owner save others' checks (docs/product.md#roles)
): Promise<CheckRow | undefined> {
  // A transaction is a handle like the database (its own session and dialect): the follow-ups' save runs the statement in one.
  const [raw] = await saveStatement(db as Db, { ...values, id, authorId, actorId });
  return raw ? toCheckRow(raw) : undefined;
}

/** "First Last" as lists and documents show an author; null when neither is known. */
export function personName(u: { firstName: string | null; lastName: string | null }): string | null {
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || null;
}

export async function authorName(db: DbOrTx, userId: number): Promise<string | null> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? personName(u) : null;
}

/** The check's certificate was voided and none issued since (docs/product.md#certificates): editable again, listed as "Certificate void". */
export const CERTIFICATE_VOIDED = sql<boolean>`(not ${c.certificateIssued} and exists (select 1 from ${certificates} where ${certificates.floodPreventionCheckId} = ${c.id}))`;

/** What a list item needs (the fields marked `list`): never the signature (a PNG of up to 2 MB) or the inspection answers. */
export const LIST_COLUMNS = {
  id: c.id,
  userId: c.userId,
  ...(Object.fromEntries(LIST_FIELD_NAMES.map((name) => [name, c[name]])) as { [K in ListFieldName]: (typeof c)[K] }),
  status: c.status,
  createdAt: c.createdAt,
  certificateIssued: c.certificateIssued,
  certificateVoided: CERTIFICATE_VOIDED,
  photoCount: c.photoCount,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** Matches the indexes exactly (DESC NULLS LAST), so a page is an index scan, not a sort of the table. */
export const NEWEST_FIRST = [sql`${floodPreventionChecks.createdAt} desc nulls last`, sql`${floodPreventionChecks.id} desc nulls last`];

/** A row of a page as PostgreSQL sends it (inside JSON: timestamps as text). */
type ColumnData<T> = T extends { _: { data: infer D } } ? D : T extends SQL<infer D> ? D : never;
export type PageRow = Omit<{ [K in keyof typeof LIST_COLUMNS]: ColumnData<(typeof LIST_COLUMNS)[K]> }, 'createdAt'> & { createdAt: string | Date };

/**
 * One page statement per shape (everyone's or one author's; first page or after a cursor),
 * each hand-written once and sent as a named prepared statement: the list is read on every
 * visit to Existing and Reports. The page comes back as one JSON value (the driver's
 * per-row, per-field work cost more than PostgreSQL's answer), with the total beside it.
 */
function pageStatement(own: boolean, after: boolean) {
  // The first page also says how many checks there are in all, from the counts the trigger of
  // migration 0001 keeps (the time does not grow with the history), in the same statement.
  const total = after
    ? sql`null::int`
    : sql`(select coalesce(sum(${floodCheckCounts.total}), 0)::int from ${floodCheckCounts}${own ? sql` where ${floodCheckCounts.userId} = ${sql.placeholder('userId')}` : sql``})`;
  const where = [
    own ? sql`${c.userId} = ${sql.placeholder('userId')}` : undefined,
    // Rows after the cursor's row in (created_at, id) order; compared in SQL so timestamps keep their full precision.
    after ? sql`(${c.createdAt}, ${c.id}) < (select p.created_at, p.id from ${c} p where p.id = ${sql.placeholder('afterId')})` : undefined,
  ].filter((clause) => clause !== undefined);
  return preparedStatement<{ total: number | null; rows: PageRow[] }>(
    `check_page_${own ? 'own' : 'all'}_${after ? 'after' : 'first'}`,
    sql`select ${total} as total, coalesce(json_agg(page order by page."createdAt" desc, page.id desc), '[]'::json) as rows
      from (
        select ${selectList(LIST_COLUMNS)} from ${c} left join ${users} on ${users.id} = ${c.userId}
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by ${sql.join(NEWEST_FIRST, sql`, `)} limit ${sql.placeholder('limit')}
      ) page`,
  );
}
const pageStatements = {
  all: { first: pageStatement(false, false), after: pageStatement(false, true) },
  own: { first: pageStatement(true, false), after: pageStatement(true, true) },
};

/**
 * One page of the checks of `authorId` (everyone's when null), newest first, in one
 * statement with the first page's total. Keyset pagination on (created_at, id), which the
 * indexes serve, so page time does not grow with the table; author names are looked up for
 * the page's rows only, photo counts are kept on the row (migration 0004).
 */
export async function listChecks(db: Db, authorId: number | null, opts: { limit: number; afterId?: number | undefined }) {
  const statement = pageStatements[authorId === null ? 'all' : 'own'][opts.afterId ? 'after' : 'first'];
  const [page] = await statement(db, { userId: authorId, afterId: opts.afterId, limit: opts.limit });
  return {
    rows: page!.rows,
    /** How many there are in all: on the first page only (null after). */
    total: page!.total,
  };
}
