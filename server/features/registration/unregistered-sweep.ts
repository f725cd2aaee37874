import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const isUnregisteredSince = (days: number) =>
  and(eq(users.profileCompleted, false), eq(users.isOwner, false), isNull(users.removedAt), lt(users.createdAt, sql`now() - make_interval(days => ${days})`));

/**
 * Removes accounts that signed up but never registered within LIMITS.unregisteredAccountDays,
 * with their sessions (the foreign key cascades), so the employee list and the security
 * monitor show people, not debris (run at start and hourly). One delete per account, each
 * re-checking the conditions: a registration that commits first keeps its account (its
 * transaction locks the row), and an account something else refers to (an administrator's
 * action in the audit trail) is kept rather than failing the sweep. Safe in every process.
 */
export async function sweepUnregisteredAccounts(db: Db, days: number = LIMITS.unregisteredAccountDays): Promise<number> {
  const candidates = await db.select({ id: users.id }).from(users).where(isUnregisteredSince(days)).limit(1000);
  let removed = 0;
  for (const { id } of candidates) {
    try {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), isUnregisteredSince(days)))
        .returning({ id: users.id });
      removed += rows.length;
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return removed;
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
