import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

export type ResetVia = 'email' | 'manager' | 'command';

/**
 * Makes a reset token: 32 bytes (256 bits) from the CSPRNG, of which only the SHA-256 is
 * stored. Valid for LIMITS.passwordResetMinutes from now (the app's clock, so a test can
 * move it). Answers the token itself, to be put in a link and never stored.
 */
export async function createResetToken(db: DbOrTx, userId: number, via: ResetVia, createdBy: number | null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + LIMITS.passwordResetMinutes * 60_000);
  await db.insert(passwordResetTokens).values({ tokenHash: sha256(token), userId, via, createdBy, expiresAt });
  return { token, expiresAt };
}

/**
 * Uses a token: marks it used in the same statement that finds it unused, so two
 * confirmations racing with one token cannot both pass. Answers its user and whether it was
 * still in time, or null for a used or unknown token.
 */
export async function consumeResetToken(db: DbOrTx, token: string): Promise<{ userId: number; via: string; inTime: boolean } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId, via: passwordResetTokens.via, expiresAt: passwordResetTokens.expiresAt });
  if (!row) return null;
  return { userId: row.userId, via: row.via, inTime: row.expiresAt.getTime() > Date.now() };
}

/** Every unused link of the user stops working (their password has just been set). */
export async function discardResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The link a person opens: APP_ORIGIN (or the request's own origin) + /reset-password. */
export function resetUrl(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Deletes links that can no longer work (used, or expired) a day after they were made: the
 * audit trail keeps the record. Run at start and hourly; idempotent, so every process may.
 */
export async function sweepSpentResetTokens(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(
      and(
        lt(passwordResetTokens.createdAt, sql`now() - interval '1 day'`),
        or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}
