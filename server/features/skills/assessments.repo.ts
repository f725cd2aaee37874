import { and, desc, eq, sql } from 'drizzle-orm';
import type { Assessment } from '../../../core/contracts/skills';
import type { Db, DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities, assessments, skillAssessments } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

/** A row, or a listed one whose timestamps came inside JSON as text. */
type AssessmentFields = Pick<AssessmentRow, 'id' | 'status' | 'overallScore'> & { createdAt: Date | string; completedAt: Date | string | null };

export function toAssessment(row: AssessmentFields): Assessment {
  return {
    id: row.id,
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    overallScore: row.overallScore,
    createdAt: new Date(row.createdAt).toISOString(),
    completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
  };
}

/** The whole list as one JSON value: the driver's per-row, per-field work cost more than PostgreSQL's answer. */
const ownAssessments = preparedStatement<{ list: AssessmentFields[] }>(
  'own_assessments',
  sql`SELECT coalesce(json_agg(json_build_object('id', id, 'status', status, 'overallScore', overall_score, 'createdAt', created_at, 'completedAt', completed_at)
      ORDER BY created_at DESC, id DESC), '[]'::json) AS list
    FROM ${assessments} WHERE user_id = ${sql.placeholder('userId')}`,
);

/** The user's assessments, newest first. */
export async function listOwnAssessments(db: Db, userId: number): Promise<Assessment[]> {
  const [row] = await ownAssessments(db, { userId });
  return row!.list.map(toAssessment);
}

/**
 * One of the user's own assessments, locked for the rest of the transaction so that an
 * answer and a completion cannot interleave. Someone else's id looks exactly like a missing one.
 */
export async function lockOwnAssessment(tx: DbOrTx, id: number, userId: number): Promise<AssessmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)))
    .for('update');
  return row;
}

export async function latestInProgress(tx: DbOrTx, userId: number): Promise<AssessmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'in_progress')))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(1);
  return row;
}

export function answersOf(tx: DbOrTx, assessmentId: number) {
  return tx
    .select({ skillId: skillAssessments.skillId, level: skillAssessments.level })
    .from(skillAssessments)
    .where(eq(skillAssessments.assessmentId, assessmentId));
}

/**
 * Writes one answer (answering again replaces the level and points), only while the
 * assessment is the user's and in progress, in one statement: true when written. FOR SHARE
 * holds the assessment row to commit, so a completion (which locks it FOR UPDATE and scores
 * the stored answers) either waits for this answer or is seen by it, and nothing is written.
 */
export async function upsertAnswerIfOpen(
  db: DbOrTx,
  userId: number,
  answer: { assessmentId: number; skillId: number; level: string; score: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${skillAssessments} (assessment_id, skill_id, level, score)
    select a.id, ${answer.skillId}, ${answer.level}, ${answer.score}
    from ${assessments} a
    where a.id = ${answer.assessmentId} and a.user_id = ${userId} and a.status = 'in_progress'
    for share
    on conflict (assessment_id, skill_id) do update set level = excluded.level, score = excluded.score, updated_at = now()
    returning id`);
  // node-postgres and PGlite both answer with `rows`.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** One of the user's own assessments, unlocked (to say why a write matched nothing). */
export async function findOwnAssessment(db: DbOrTx, id: number, userId: number): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
  return row;
}

export async function recordActivity(tx: DbOrTx, userId: number, type: string, description: string): Promise<void> {
  await tx.insert(activities).values({ userId, type, description });
}
