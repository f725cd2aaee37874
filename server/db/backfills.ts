import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { pendingBackfills } from './schema';

/** A one-off data task that a migration left pending; answers how many records it changed. */
export type Backfill = (tx: DbOrTx) => Promise<number>;

/**
 * Runs each task a migration left in `pending_backfills`, once. The task's row is deleted in
 * the task's own transaction: one that fails is tried again at the next start, one that
 * succeeded never runs twice. Called under the start-up lock (server/db/client.ts), so two
 * instances starting together do not both run it. With nothing pending a start costs one
 * DELETE that matches no row (docs/performance.md#results, figure 6).
 */
export async function runBackfills(db: Db, tasks: Record<string, Backfill>): Promise<Array<{ name: string; changed: number }>> {
  const done: Array<{ name: string; changed: number }> = [];
  for (const [name, task] of Object.entries(tasks)) {
    const changed = await db.transaction(async (tx) => {
      const [claimed] = await tx.delete(pendingBackfills).where(eq(pendingBackfills.name, name)).returning();
      return claimed ? task(tx) : null;
    });
    if (changed !== null) done.push({ name, changed });
  }
  return done;
}
