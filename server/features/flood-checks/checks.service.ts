import type { FloodCheckBody, FloodCheckRecord } from '../../../core/contracts/flood-check';
import type { CheckListQuery, CheckListResponse } from '../../../core/contracts/flood-check-list';
import { formatAddress } from '../../../core/rules/address';
import { checkStatus } from '../../../core/rules/readings';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { normaliseSignatureDataUrl } from '../../lib/images';
import type { UserRow } from '../auth/session.service';
import { findEditableCheck, seesAllChecks, type CheckRow } from './check-access';
import { inspectionFromBody, toCheckRecord } from './check-record';
import { authorName, countChecks, insertCheck, listChecks, updateCheck, type NewCheckValues } from './checks.repo';

/** Body -> stored columns, with the status of DECISIONS §7 worked out here, never taken from the browser. */
function columnsFrom(body: FloodCheckBody, signature: string | null, previous: CheckRow | null): Omit<NewCheckValues, 'userId'> {
  const status = checkStatus(body);
  return {
    clientName: body.clientName,
    unitNumber: body.unitNumber || null,
    streetNumber: body.streetNumber,
    streetName: body.streetName,
    streetType: body.streetType,
    suburb: body.suburb,
    postcode: body.postcode,
    state: body.state,
    initialJobNumber: body.initialJobNumber,
    clientEmail: body.clientEmail,
    staticPressureKpa: body.staticPressureKpa ?? null,
    temperatureCelsius: body.temperatureCelsius ?? null,
    staticPressureStatus: body.staticPressureStatus ?? null,
    hotWaterTempStatus: body.hotWaterTempStatus ?? null,
    inspection: inspectionFromBody(body),
    plumberName: body.plumberName || null,
    inspectionDate: body.inspectionDate || null,
    plumberSignature: signature,
    status,
    // The first time a check is completed is kept; going back to draft clears it.
    completedAt: status === 'completed' ? (previous?.completedAt ?? new Date()) : null,
  };
}

/** The signature as stored: re-encoded under the pixel cap (see normaliseSignatureDataUrl). */
function storedSignature(body: FloodCheckBody): Promise<string | null> {
  return body.plumberSignature ? normaliseSignatureDataUrl('plumberSignature', body.plumberSignature) : Promise.resolve(null);
}

export async function createCheck(db: Db, user: UserRow, body: FloodCheckBody): Promise<FloodCheckRecord> {
  const row = await insertCheck(db, { ...columnsFrom(body, await storedSignature(body), null), userId: user.id });
  return toCheckRecord(row, await authorName(db, user.id));
}

/**
 * 'Update Report' (DECISIONS §7): changes the one existing check, never a copy. Everyone
 * edits only their own checks (DECISIONS §4: "see and edit own"); office, management and
 * the owner may see others' but not rewrite them. Issued certificates are read-only.
 */
export async function findOwnEditableCheck(db: Db, user: UserRow, id: number): Promise<CheckRow> {
  const row = await findEditableCheck(db, user, id);
  if (row.userId !== user.id) throw forbidden('Only the plumber who recorded this check can change it.');
  return row;
}

export async function updateCheckById(db: Db, user: UserRow, id: number, body: FloodCheckBody): Promise<FloodCheckRecord> {
  const signature = await storedSignature(body); // image work stays outside the transaction
  return db.transaction(async (tx) => {
    const previous = await findOwnEditableCheck(tx as unknown as Db, user, id);
    const row = await updateCheck(tx, id, columnsFrom(body, signature, previous));
    return toCheckRecord(row, await authorName(tx, row.userId));
  });
}

export async function listVisibleChecks(db: Db, user: UserRow, query: CheckListQuery): Promise<CheckListResponse> {
  const authorId = seesAllChecks(user) ? null : user.id;
  const [page, total] = await Promise.all([listChecks(db, authorId, { limit: query.limit, afterId: query.cursor }), query.cursor ? null : countChecks(db, authorId)]);
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
      createdAt: r.createdAt.toISOString(),
      certificateIssued: r.certificateIssued,
      photoCount: r.photoCount,
      createdByName: r.createdByName,
    })),
    total,
    nextCursor: last && page.rows.length === query.limit ? last.id : null,
  };
}
