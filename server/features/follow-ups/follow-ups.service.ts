import { eq } from 'drizzle-orm';
import type { FollowUp, FollowUpFilters, FollowUpListResponse, FollowUpPatchBody } from '../../../core/contracts/follow-ups';
import { LIMITS } from '../../../core/limits';
import { followUpMoveRefusal, type FollowUpStatus } from '../../../core/rules/follow-ups';
import type { UserRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { followUps } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { recordCheckEvent, seesAllChecks } from '../flood-checks/public';
import { countFollowUps, filtersWhere, findFollowUps, plumbersWithFollowUps } from './follow-ups.repo';

/** Office roles see every check's follow-ups; plumbers and apprentices their own checks' (docs/product.md#follow-ups). */
const authorLimit = (user: UserRow) => (seesAllChecks(user) ? null : user.id);

export async function listFollowUps(db: Db, user: UserRow, query: FollowUpFilters & { page: number }): Promise<FollowUpListResponse> {
  const authorId = authorLimit(user);
  const where = filtersWhere(authorId, query);
  const pageSize = LIMITS.followUpsPerPage;
  const [items, total, plumbers] = await Promise.all([
    findFollowUps(db, where, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    countFollowUps(db, where),
    plumbersWithFollowUps(db, authorId),
  ]);
  return { items, total, page: query.page, pageSize, plumbers };
}

/** Every follow-up matching the filters (the CSV export). */
export function allFollowUps(db: Db, user: UserRow, filters: FollowUpFilters): Promise<FollowUp[]> {
  return findFollowUps(db, filtersWhere(authorLimit(user), filters), { limit: null, offset: 0, photos: false });
}

/**
 * Moves a follow-up on (core/rules/follow-ups.ts): the row is locked so two office users
 * cannot both move it from the same status; who and when are kept on the row and in the
 * check's history, in the same transaction. A quote number and amount go with `quoted` only.
 */
export async function moveFollowUp(db: Db, user: UserRow, id: number, body: FollowUpPatchBody): Promise<FollowUp> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(followUps).where(eq(followUps.id, id)).for('update');
    if (!row) throw notFound('Follow-up not found');
    const from = row.status as FollowUpStatus;
    const refusal = followUpMoveRefusal(from, body.status);
    if (refusal) throw fieldError('status', refusal);
    const quoting = body.status === 'quoted';
    if (!quoting && body.quoteNumber !== undefined) throw fieldError('quoteNumber', 'A quote number is given when the follow-up is quoted.');
    if (!quoting && body.amountCents !== undefined) throw fieldError('amountCents', 'An amount is given when the follow-up is quoted.');
    await tx
      .update(followUps)
      .set({
        status: body.status,
        ...(quoting ? { quoteNumber: body.quoteNumber ?? null, amountCents: body.amountCents ?? null } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
        closedBySave: false,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(followUps.id, id));
    await recordCheckEvent(tx, {
      checkId: row.floodPreventionCheckId,
      actorId: user.id,
      type: 'follow_up_changed',
      details: { item: row.item, from, to: body.status, quoteNumber: body.quoteNumber, amountCents: body.amountCents, note: body.note },
    });
    const [updated] = await findFollowUps(tx, eq(followUps.id, id), { limit: 1, offset: 0 });
    return updated!;
  });
}
