import { and, eq, type SQL } from 'drizzle-orm';
import { can } from '../../../core/rules/roles';
import type { DbOrTx } from '../../db/client';
import { floodPreventionChecks } from '../../db/schema';
import { CERTIFICATE_ISSUED_CODE } from '../../../core/contracts/flood-check';
import { AppError, notFound } from '../../lib/errors';
import { roleOf } from '../../auth/plugin';
import type { UserRow } from '../../auth/session';

export type CheckRow = typeof floodPreventionChecks.$inferSelect;

/**
 * Who sees which checks (docs/product.md#roles): office staff, management and the owner see all;
 * plumbers and apprentices their own. Used by every route that touches a check, its
 * photos, its documents or its emails, so the rule lives in one place.
 */
export function seesAllChecks(user: UserRow): boolean {
  return can({ role: roleOf(user) }, 'viewAllChecks');
}

/** A WHERE clause limiting checks to those the user may see. */
export function visibleChecksWhere(user: UserRow): SQL | undefined {
  return seesAllChecks(user) ? undefined : eq(floodPreventionChecks.userId, user.id);
}

/**
 * The check if the user may see it; otherwise 404 (never revealing that it exists). With
 * `forUpdate` (inside a transaction) its row stays locked until the transaction ends, so the
 * certificate cannot be issued in between: issuing updates that row and waits.
 */
export async function findVisibleCheck(db: DbOrTx, user: UserRow, id: number, forUpdate = false): Promise<CheckRow> {
  const query = db
    .select()
    .from(floodPreventionChecks)
    .where(and(eq(floodPreventionChecks.id, id), visibleChecksWhere(user)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Flood prevention check not found');
  return row;
}

/**
 * The check if the user may change it: visible, and either their own or one they may see
 * all of; never after its certificate was issued (a compliance record, docs/product.md#certificates).
 */
export async function findEditableCheck(db: DbOrTx, user: UserRow, id: number, forUpdate = false): Promise<CheckRow> {
  const row = await findVisibleCheck(db, user, id, forUpdate);
  if (row.certificateIssued) throw new AppError(409, CERTIFICATE_ISSUED_CODE, 'This check has an issued compliance certificate and can no longer be changed.');
  return row;
}
