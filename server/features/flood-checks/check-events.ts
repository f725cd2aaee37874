import { asc, eq, sql } from 'drizzle-orm';
import type { CheckEventRecord, CheckEventType } from '../../../core/contracts/certificates';
import { CHECK_FIELD_NAMES } from '../../../core/contracts/flood-check-fields';
import type { DbOrTx } from '../../db/client';
import { checkEvents, users } from '../../db/schema';
import type { CheckRow } from './check-access';
import { personName } from './checks.repo';

/**
 * The history of a check (issue 19 §7), written in one place. Call it with the transaction
 * that makes the change, so a change and its history row commit together or not at all.
 */
export async function recordCheckEvent(
  tx: DbOrTx,
  event: { checkId: number; actorId: number | null; type: CheckEventType; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(checkEvents).values({
    floodPreventionCheckId: event.checkId,
    actorId: event.actorId,
    type: event.type,
    details: event.details ?? {},
    // The moment of the change, not the start of its transaction (which may have waited for a lock).
    createdAt: sql`clock_timestamp()`,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields a save changed: the check's own fields by name, then each area, hose and appliance answer. */
export function changedFields(before: CheckRow, after: CheckRow): string[] {
  const fields: string[] = CHECK_FIELD_NAMES.filter((name) => !same(before[name], after[name]));
  const keys = new Set([...Object.keys(before.inspection), ...Object.keys(after.inspection)]);
  for (const key of [...keys].sort()) if (!same(before.inspection[key], after.inspection[key])) fields.push(key);
  return fields;
}

/** A check's history in the order it was written (oldest first), with who did each thing. */
export async function listCheckEvents(db: DbOrTx, checkId: number): Promise<CheckEventRecord[]> {
  const rows = await db
    .select({ e: checkEvents, firstName: users.firstName, lastName: users.lastName })
    .from(checkEvents)
    .leftJoin(users, eq(users.id, checkEvents.actorId))
    .where(eq(checkEvents.floodPreventionCheckId, checkId))
    .orderBy(asc(checkEvents.id));
  return rows.map(({ e, firstName, lastName }) => ({
    id: e.id,
    type: e.type as CheckEventType,
    at: e.createdAt.toISOString(),
    actorName: personName({ firstName, lastName }),
    details: e.details,
  }));
}
