import { asc, eq, sql } from 'drizzle-orm';
import type { CheckEventRecord, CheckEventType } from '../../../core/contracts/certificates';
import type { DbOrTx } from '../../db/client';
import { checkEvents, users } from '../../db/schema';
import { personName } from './checks.repo';

/**
 * The history of a check (docs/product.md#history), written in one place. Call it with the transaction
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
