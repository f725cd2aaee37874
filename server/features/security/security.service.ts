import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionMonitorItem } from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import { deviceKind } from '../../../core/rules/user-agent';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../auth/session';

/** Live sessions grouped by user (docs/product.md#monitor), busiest users first. */
export async function activeSessions(db: Db, viewer: UserRow, currentSessionId: string | undefined): Promise<SessionMonitorItem[]> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(users.removedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastActivityAt, sql`now() - make_interval(days => ${LIMITS.sessionIdleDays})`),
      ),
    )
    .orderBy(desc(sessions.lastActivityAt));
  const byUser = new Map<number, SessionMonitorItem>();
  for (const { session, user } of rows) {
    let item = byUser.get(user.id);
    if (!item) {
      const userName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      item = {
        userId: user.id,
        userName,
        employeeRole: user.isOwner ? 'Owner' : user.employeeRole,
        isOwner: user.isOwner,
        canEnd: !user.isOwner || viewer.isOwner,
        sessionCount: 0,
        sessions: [],
      };
      byUser.set(user.id, item);
    }
    item.sessionCount += 1;
    item.sessions.push({
      id: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      deviceKind: deviceKind(session.userAgent),
      lastActivity: session.lastActivityAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      isCurrent: session.id === currentSessionId,
    });
  }
  return [...byUser.values()].sort((a, b) => b.sessionCount - a.sessionCount || a.userName.localeCompare(b.userName));
}

/** Ends one session (security monitor). Management cannot act on the owner (docs/product.md#roles). */
export async function endSession(db: Db, actor: UserRow, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ userId: sessions.userId, isOwner: users.isOwner, removedAt: users.removedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row || row.removedAt) throw notFound('Session not found');
  if (row.isOwner && !actor.isOwner) throw new AppError(403, 'owner_protected', "Only the owner can end the owner's sessions.");
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await audit(tx, { actorId: actor.id, action: 'session_ended', targetUserId: row.userId });
  });
}
