import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../core/limits';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { preparedStatement, selectList } from '../db/prepared';
import { randomToken, sha256 } from '../lib/crypto';

/** A whole row of users, as only the handlers that need more than the session's user read it. */
export type UserRecord = typeof users.$inferSelect;
/**
 * The user as every request knows it, read with the session: who they are and what they may
 * do, never secrets (hashes) or documents. A handler that needs more reads it itself.
 */
const SESSION_USER = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  currentTierId: users.currentTierId,
  employeeRole: users.employeeRole,
  profileCompleted: users.profileCompleted,
  isOwner: users.isOwner,
  employeePhotoUrl: users.employeePhotoUrl,
  dashboardVersion: users.dashboardVersion,
};
export type UserRow = Pick<UserRecord, keyof typeof SESSION_USER>;
export interface SessionContext {
  sessionId: string;
  user: UserRow;
  /** When the session ends unless used again: its 30-day end or 14 days idle, whichever is first (the app's offline sign-in lasts until then, ADR 0025). */
  expiresAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * Starts a session for the user and returns the cookie token. At most
 * LIMITS.maxSessionsPerUser sessions survive: the user row is locked so that concurrent
 * sign-ins cannot both keep an extra session (docs/product.md#sessions).
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

/** A row of the session lookup: timestamps arrive as PostgreSQL's text (no driver mapping on this path). */
type SessionLookupRow = UserRow & { expiresAt: string; lastActivityAt: string; removed: boolean };

/**
 * The session lookup runs on every request: hand-written once (building the SQL, and
 * drizzle's mapping of the row, cost more than PostgreSQL's answer) and a named statement
 * that node-postgres prepares once per connection. Only what validation needs of the
 * session, and the session's user.
 */
const sessionLookup = preparedStatement<SessionLookupRow>(
  'session_with_user',
  sql`SELECT ${sessions.expiresAt} AS "expiresAt", ${sessions.lastActivityAt} AS "lastActivityAt", ${users.removedAt} IS NOT NULL AS removed,
    ${selectList(SESSION_USER)}
    FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
    WHERE ${sessions.id} = ${sql.placeholder('id')}`,
);

/** The session and its user for a cookie token, or null when unknown, expired, idle or removed. */
export async function validateSession(db: Db, token: string, meta: { ip: string }): Promise<SessionContext | null> {
  const id = sha256(token);
  const [row] = await sessionLookup(db, { id });
  if (!row) return null;
  // (Only a rest here: a spread that adds keys back makes V8 build the object the slow way.)
  const { expiresAt, lastActivityAt, removed, ...user } = row;
  const now = Date.now();
  const lastActivity = new Date(lastActivityAt).getTime();
  const idleLimit = lastActivity + LIMITS.sessionIdleDays * DAY_MS;
  if (new Date(expiresAt).getTime() <= now || idleLimit <= now || removed) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // Last activity is written at most once a minute per session: reads stay reads.
  const touch = now - lastActivity >= LIMITS.sessionTouchSeconds * 1000;
  if (touch) {
    await db
      .update(sessions)
      .set({ lastActivityAt: new Date(now), ipAddress: meta.ip })
      .where(eq(sessions.id, id));
  }
  const idleEnd = (touch ? now : lastActivity) + LIMITS.sessionIdleDays * DAY_MS;
  return { sessionId: id, user, expiresAt: new Date(Math.min(new Date(expiresAt).getTime(), idleEnd)) };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user but `keepSessionId`: a password change keeps the browser that made it. */
export async function deleteOtherSessions(db: DbOrTx, userId: number, keepSessionId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
