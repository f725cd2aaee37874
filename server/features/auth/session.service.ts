import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { perDatabase } from '../../db/prepared';
import { randomToken, sha256 } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;
export interface SessionContext {
  sessionId: string;
  user: UserRow;
}

const DAY_MS = 86_400_000;

/**
 * Starts a session for the user and returns the cookie token. At most
 * LIMITS.maxSessionsPerUser sessions survive: the user row is locked so that concurrent
 * sign-ins cannot both keep an extra session (DECISIONS §1).
 */
export async function createSession(db: Db, userId: number, meta: { ip: string; userAgent: string | undefined }): Promise<string> {
  const token = randomToken();
  const id = sha256(token);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    await tx.insert(sessions).values({
      id,
      userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + LIMITS.sessionLifetimeDays * DAY_MS),
    });
    const keep = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(LIMITS.maxSessionsPerUser);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, keep)));
  });
  return token;
}

/**
 * The session lookup runs on every request: built once per database handle (building the
 * SQL cost more than PostgreSQL's answer), and a named statement that node-postgres
 * prepares once per connection.
 */
const sessionLookup = perDatabase((db) =>
  db
    // Only what validation needs of the session; the whole user, which handlers use.
    .select({ session: { expiresAt: sessions.expiresAt, lastActivityAt: sessions.lastActivityAt }, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_with_user'),
);

/** The session and its user for a cookie token, or null when unknown, expired, idle or removed. */
export async function validateSession(db: Db, token: string, meta: { ip: string }): Promise<SessionContext | null> {
  const id = sha256(token);
  const rows = await sessionLookup(db).execute({ id });
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.session.lastActivityAt.getTime() + LIMITS.sessionIdleDays * DAY_MS;
  if (row.session.expiresAt.getTime() <= now || idleLimit <= now || row.user.removedAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // Last activity is written at most once a minute per session: reads stay reads.
  if (now - row.session.lastActivityAt.getTime() >= LIMITS.sessionTouchSeconds * 1000) {
    await db.update(sessions).set({ lastActivityAt: new Date(now), ipAddress: meta.ip }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: row.user };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
