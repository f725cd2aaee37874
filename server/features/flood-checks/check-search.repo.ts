import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CheckLifecycle } from '../../../core/rules/check-lifecycle';
import type { Db } from '../../db/client';
import { floodPreventionChecks as c, users } from '../../db/schema';
import { CERTIFICATE_VOIDED, LIST_COLUMNS, NEWEST_FIRST, type PageRow } from './checks.repo';

export interface CheckSearch {
  /** Part of the client's name, the address or the job number. */
  q?: string | undefined;
  status?: CheckLifecycle | undefined;
  /** Created on or after / on or before these days (YYYY-MM-DD) on the company's calendar. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The status filter, in checkLifecycle's order (core/rules/check-lifecycle.ts). */
const STATUS_WHERE: Record<CheckLifecycle, SQL> = {
  issued: sql`${c.certificateIssued}`,
  void: CERTIFICATE_VOIDED,
  completed: sql`not ${c.certificateIssued} and not ${CERTIFICATE_VOIDED} and ${c.status} = 'completed'`,
  draft: sql`not ${c.certificateIssued} and not ${CERTIFICATE_VOIDED} and ${c.status} <> 'completed'`,
};

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function searchWhere(authorId: number | null, search: CheckSearch, timeZone: string): SQL | undefined {
  const day = sql`(${c.createdAt} at time zone ${timeZone})::date`;
  // The address as the card prints it (formatAddress, core/rules/address.ts: "2/14 Smith Street,
  // Richmond VIC 3121"), so text copied from a card finds its check, and its words joined by
  // spaces, for a search typed without the slash or comma.
  const unit = sql`case when coalesce(${c.unitNumber}, '') <> '' then ${c.unitNumber} || '/' else '' end`;
  const printed = sql`concat(${unit}, ${c.streetNumber}, ' ', ${c.streetName}, ' ', ${c.streetType}, ', ', ${c.suburb}, ' ', ${c.state}, ' ', ${c.postcode})`;
  const words = sql`concat_ws(' ', ${c.unitNumber}, ${c.streetNumber}, ${c.streetName}, ${c.streetType}, ${c.suburb}, ${c.state}, ${c.postcode})`;
  const like = search.q ? containing(search.q) : null;
  return and(
    authorId === null ? undefined : eq(c.userId, authorId),
    like ? sql`(${c.clientName} ilike ${like} or ${c.initialJobNumber} ilike ${like} or ${printed} ilike ${like} or ${words} ilike ${like})` : undefined,
    search.status ? STATUS_WHERE[search.status] : undefined,
    search.from ? sql`${day} >= ${search.from}::date` : undefined,
    search.to ? sql`${day} <= ${search.to}::date` : undefined,
  );
}

/**
 * A page of a searched or filtered list (the unfiltered list is listChecks' prepared
 * statements): the same columns, order and keyset cursor, and on the first page how many
 * match in all. Built per request; the search's terms vary too much to prepare.
 */
export async function searchChecks(
  db: Db,
  authorId: number | null,
  search: CheckSearch,
  opts: { limit: number; afterId?: number | undefined; timeZone: string },
) {
  const where = searchWhere(authorId, search, opts.timeZone);
  const after = opts.afterId ? sql`(${c.createdAt}, ${c.id}) < (select p.created_at, p.id from ${c} p where p.id = ${opts.afterId})` : undefined;
  const rows = await db
    .select(LIST_COLUMNS)
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .where(and(where, after))
    .orderBy(...NEWEST_FIRST)
    .limit(opts.limit);
  const total = opts.afterId ? null : ((await db.select({ n: count() }).from(c).where(where))[0]?.n ?? 0);
  return { rows: rows as PageRow[], total };
}
