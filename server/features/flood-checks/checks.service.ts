import type { FloodCheckBody, FloodCheckRecord } from '../../../core/contracts/flood-check';
import type { CheckListQuery, CheckListResponse } from '../../../core/contracts/flood-check-list';
import { formatAddress } from '../../../core/rules/address';
import { checkStatus } from '../../../core/rules/readings';
import { mayEditCheck } from '../../../core/rules/roles';
import { roleOf } from '../../auth/plugin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import { normaliseSignatureDataUrl } from '../../lib/images';
import type { UserRow } from '../../auth/session';
import { findEditableCheck, seesAllChecks, type CheckRow } from './check-access';
import { recordCheckEvent } from './check-events';
import { keepFollowUps } from './follow-up-sync';
import { searchChecks } from './check-search.repo';
import { fieldColumns, inspectionFromBody, overrideReasons, toCheckRecord } from './check-record';
import { authorName, findCheckByDraft, insertCheck, listChecks, personName, updateOwnEditableCheck, type CheckColumns } from './checks.repo';

/**
 * Body -> stored columns, with the status of docs/product.md#check-status worked out here, never taken from
 * the browser.
 */
function columnsFrom(body: FloodCheckBody, signature: string | null): CheckColumns {
  return { ...fieldColumns(body), ...overrideReasons(body), plumberSignature: signature, inspection: inspectionFromBody(body), status: checkStatus(body) };
}

/** The signature as stored: re-encoded under the pixel cap (see normaliseSignatureDataUrl). */
function storedSignature(body: FloodCheckBody): Promise<string | null> {
  return body.plumberSignature ? normaliseSignatureDataUrl('plumberSignature', body.plumberSignature) : Promise.resolve(null);
}

/**
 * 'Produce Report' the first time. A create repeated with a draft id this author already used (the reply
 * to the first was lost on the way to the phone) makes no second check: it saves the form it carries,
 * which the plumber may have changed since, onto the check the first made, as Update Report would (left
 * as it is once its certificate is issued), and answers with created false (docs/product.md#drafts).
 */
export async function createCheck(db: Db, user: UserRow, body: FloodCheckBody): Promise<{ check: FloodCheckRecord; created: boolean }> {
  const columns = columnsFrom(body, await storedSignature(body));
  const draftId = body.draftId ?? null;
  const { row, created } = await db.transaction(async (tx) => {
    const inserted = await insertCheck(tx, { ...columns, completedAt: columns.status === 'completed' ? new Date() : null, userId: user.id, draftId });
    // Only a draft id can conflict: the row the other create committed (its transaction is over once ours goes on).
    if (!inserted) return { row: (await findCheckByDraft(tx, user.id, draftId!))!, created: false };
    await recordCheckEvent(tx, { checkId: inserted.id, actorId: user.id, type: 'created' });
    await keepFollowUps(tx, inserted, user.id);
    return { row: inserted, created: true };
  });
  if (created) return { check: toCheckRecord(row, personName(user)), created };
  const saved = await saveCheck(db, row.id, user.id, columns);
  return { check: toCheckRecord(saved ?? row, personName(user)), created };
}

/**
 * 'Update Report' (docs/product.md#checks): changes the one existing check, never a copy. Everyone
 * edits their own checks (docs/product.md#roles: "see and edit own"); management and the owner may
 * also reopen and save anyone's (docs/product.md#roles), office staff only see them. Issued certificates
 * are read-only.
 */
export async function findOwnEditableCheck(db: DbOrTx, user: UserRow, id: number, forUpdate = false): Promise<CheckRow> {
  const row = await findEditableCheck(db, user, id, forUpdate);
  if (!mayEditCheck({ id: user.id, role: roleOf(user) }, row)) throw forbidden('Only the plumber who recorded this check can change it.');
  return row;
}

export async function updateCheckById(db: Db, user: UserRow, id: number, body: FloodCheckBody): Promise<FloodCheckRecord> {
  const signature = await storedSignature(body); // image work before the write
  const columns = columnsFrom(body, signature);
  const own = await saveCheck(db, id, user.id, columns); // with its history row
  if (own) return toCheckRecord(own, personName(user));
  // Not the author's own unissued check: say why (404 hidden, 409 certificate issued, 403
  // someone else's), or save it for management and the owner, under the same atomic guard.
  const found = await findOwnEditableCheck(db, user, id);
  if (found.userId !== user.id) {
    const row = await saveCheck(db, id, found.userId, columns, user.id);
    if (row) return toCheckRecord(row, await authorName(db, row.userId));
    await findEditableCheck(db, user, id); // issued meanwhile: 409
  }
  throw new AppError(409, 'conflict', 'The check changed while it was being saved. Please try again.');
}

/**
 * The save, and for a completed check its follow-ups (docs/product.md#follow-ups) in the same
 * transaction; a draft's save stays the one statement.
 */
async function saveCheck(db: Db, id: number, authorId: number, columns: CheckColumns, actorId = authorId): Promise<CheckRow | undefined> {
  if (columns.status !== 'completed') return updateOwnEditableCheck(db, id, authorId, columns, actorId);
  return db.transaction(async (tx) => {
    const row = await updateOwnEditableCheck(tx, id, authorId, columns, actorId);
    if (row) await keepFollowUps(tx, row, actorId);
    return row;
  });
}

export async function listVisibleChecks(db: Db, user: UserRow, query: CheckListQuery, timeZone: string): Promise<CheckListResponse> {
  const authorId = seesAllChecks(user) ? null : user.id;
  const { q, status, from, to } = query;
  const page =
    q || status || from || to
      ? await searchChecks(db, authorId, { q, status, from, to }, { limit: query.limit, afterId: query.cursor, timeZone })
      : await listChecks(db, authorId, { limit: query.limit, afterId: query.cursor });
  const last = page.rows.at(-1);
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      clientName: r.clientName,
      address: formatAddress(r),
      status: r.status,
      initialJobNumber: r.initialJobNumber,
      clientEmail: r.clientEmail,
      createdAt: new Date(r.createdAt).toISOString(),
      certificateIssued: r.certificateIssued,
      certificateVoided: Boolean(r.certificateVoided),
      photoCount: r.photoCount,
      createdByName: personName({ firstName: r.authorFirstName, lastName: r.authorLastName }),
    })),
    total: page.total,
    nextCursor: last && page.rows.length === query.limit ? last.id : null,
  };
}
