import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FollowUp, FollowUpFilters } from '../../../core/contracts/follow-ups';
import { formatAddress } from '../../../core/rules/address';
import type { FollowUpStatus } from '../../../core/rules/follow-ups';
import type { DbOrTx } from '../../db/client';
import { floodPreventionChecks as c, followUps as f, inspectionPhotos, users } from '../../db/schema';
import { compressedName, personName, photoUrl } from '../flood-checks/public';

const updater = alias(users, 'updater');

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The filters as one WHERE; `authorId` limits to one plumber's own checks (null: everyone's). */
export function filtersWhere(authorId: number | null, q: FollowUpFilters): SQL | undefined {
  return and(
    authorId === null ? undefined : eq(c.userId, authorId),
    q.status ? eq(f.status, q.status) : undefined,
    q.plumber ? eq(c.userId, q.plumber) : undefined,
    q.suburb ? sql`${c.suburb} ilike ${containing(q.suburb)}` : undefined,
    q.olderThanDays !== undefined ? sql`${f.createdAt} < now() - make_interval(days => ${q.olderThanDays})` : undefined,
    q.check ? eq(f.floodPreventionCheckId, q.check) : undefined,
  );
}

const COLUMNS = {
  f,
  clientName: c.clientName,
  unitNumber: c.unitNumber,
  streetNumber: c.streetNumber,
  streetName: c.streetName,
  streetType: c.streetType,
  suburb: c.suburb,
  state: c.state,
  postcode: c.postcode,
  clientPhone: c.clientPhone,
  clientEmail: c.clientEmail,
  jobNumber: c.initialJobNumber,
  plumberId: c.userId,
  plumberFirst: users.firstName,
  plumberLast: users.lastName,
  updaterFirst: updater.firstName,
  updaterLast: updater.lastName,
};

/**
 * Follow-ups matching the filters, oldest first, with their client, plumber and (unless
 * `photos` is false: the CSV has no use for them) the photos of their section. `limit` null:
 * all of them (the CSV).
 */
export async function findFollowUps(db: DbOrTx, where: SQL | undefined, page: { limit: number | null; offset: number; photos?: boolean }): Promise<FollowUp[]> {
  const query = db
    .select(COLUMNS)
    .from(f)
    .innerJoin(c, eq(c.id, f.floodPreventionCheckId))
    .leftJoin(users, eq(users.id, c.userId))
    .leftJoin(updater, eq(updater.id, f.updatedBy))
    .where(where)
    .orderBy(asc(f.createdAt), asc(f.id));
  const rows = page.limit === null ? await query : await query.limit(page.limit).offset(page.offset);
  const photos =
    page.photos === false
      ? new Map<string, FollowUp['photos']>()
      : await photosOf(
          db,
          rows.map((r) => r.f.floodPreventionCheckId),
        );
  return rows.map((r) => ({
    id: r.f.id,
    checkId: r.f.floodPreventionCheckId,
    item: r.f.item,
    section: r.f.section,
    severity: r.f.severity as FollowUp['severity'],
    status: r.f.status as FollowUpStatus,
    quoteNumber: r.f.quoteNumber,
    amountCents: r.f.amountCents,
    note: r.f.note,
    plumberNote: r.f.plumberNote,
    createdAt: r.f.createdAt.toISOString(),
    updatedAt: r.f.updatedAt.toISOString(),
    updatedByName: personName({ firstName: r.updaterFirst, lastName: r.updaterLast }),
    clientName: r.clientName,
    address: formatAddress(r),
    suburb: r.suburb,
    clientPhone: r.clientPhone,
    clientEmail: r.clientEmail,
    jobNumber: r.jobNumber,
    plumberId: r.plumberId,
    plumberName: personName({ firstName: r.plumberFirst, lastName: r.plumberLast }),
    photos: photos.get(`${r.f.floodPreventionCheckId}:${r.f.section}`) ?? [],
  }));
}

/** The photos of the given checks, by `checkId:section`, oldest first (thumbnails: the compressed copy). */
async function photosOf(db: DbOrTx, checkIds: number[]): Promise<Map<string, FollowUp['photos']>> {
  const out = new Map<string, FollowUp['photos']>();
  if (!checkIds.length) return out;
  const rows = await db
    .select({
      id: inspectionPhotos.id,
      checkId: inspectionPhotos.floodPreventionCheckId,
      section: inspectionPhotos.section,
      fileName: inspectionPhotos.fileName,
      caption: inspectionPhotos.caption,
    })
    .from(inspectionPhotos)
    .where(inArray(inspectionPhotos.floodPreventionCheckId, [...new Set(checkIds)]))
    .orderBy(asc(inspectionPhotos.id));
  for (const p of rows) {
    const key = `${p.checkId}:${p.section}`;
    out.set(key, [...(out.get(key) ?? []), { id: p.id, url: photoUrl(compressedName(p.fileName)), caption: p.caption }]);
  }
  return out;
}

export async function countFollowUps(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(f).innerJoin(c, eq(c.id, f.floodPreventionCheckId)).where(where);
  return row?.n ?? 0;
}

/** The plumbers whose checks (visible to the caller) have follow-ups, by name. */
export async function plumbersWithFollowUps(db: DbOrTx, authorId: number | null): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(f)
    .innerJoin(c, eq(c.id, f.floodPreventionCheckId))
    .innerJoin(users, eq(users.id, c.userId))
    .where(authorId === null ? undefined : eq(c.userId, authorId));
  return rows.map((u) => ({ id: u.id, name: personName(u) ?? `Employee ${u.id}` })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Follow-ups still open after `days` days: the bell's count for the office. */
export async function countOpenOlderThan(db: DbOrTx, days: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(f)
    .where(and(eq(f.status, 'open'), sql`${f.createdAt} < now() - make_interval(days => ${days})`));
  return row?.n ?? 0;
}
