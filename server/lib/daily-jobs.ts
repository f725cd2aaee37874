import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobRuns } from '../db/schema';

/** A claimed run that has not finished after this long is taken to have died with its process. */
const STALE_RUN_MINUTES = 30;

/**
 * Claims `job`'s run for one calendar day: true for exactly one caller, whichever process or
 * instance asks first (the row's unique key decides, in the database). A run that claimed the
 * day and never finished (its process died) may be claimed again after STALE_RUN_MINUTES.
 */
export async function claimDailyRun(db: DbOrTx, job: string, day: string): Promise<boolean> {
  const [fresh] = await db.insert(jobRuns).values({ job, runDate: day }).onConflictDoNothing().returning({ job: jobRuns.job });
  if (fresh) return true;
  const [stale] = await db
    .update(jobRuns)
    .set({ startedAt: sql`now()` })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.runDate, day),
        isNull(jobRuns.finishedAt),
        lt(jobRuns.startedAt, sql`now() - make_interval(mins => ${STALE_RUN_MINUTES})`),
      ),
    )
    .returning({ job: jobRuns.job });
  return Boolean(stale);
}

export async function finishDailyRun(db: DbOrTx, job: string, day: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runDate, day)));
}
