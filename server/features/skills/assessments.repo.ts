import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Assessment, AssessmentReview } from '../../../core/contracts/skills';
import type { Db, DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities, assessments, skillAssessments } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

/** A review as reviewJson builds it: its time came inside JSON as text. */
export type ReviewJson = Omit<AssessmentReview, 'reviewedAt'> & { reviewedAt: string | null };

/** A row, or a listed one whose timestamps came inside JSON as text. */
type AssessmentFields = Pick<AssessmentRow, 'id' | 'status' | 'overallScore'> & {
  createdAt: Date | string;
  completedAt: Date | string | null;
  review?: ReviewJson | null;
};

export function toReview(review: ReviewJson | null | undefined): AssessmentReview | null {
  if (!review) return null;
  return { ...review, reviewedAt: review.reviewedAt === null ? null : new Date(review.reviewedAt).toISOString() };
}

export function toAssessment(row: AssessmentFields): Assessment {
  return {
    id: row.id,
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    overallScore: row.overallScore,
    createdAt: new Date(row.createdAt).toISOString(),
    completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
    review: toReview(row.review),
  };
}

/**
 * The review of the assessment row `alias` as one JSON value (null when not reviewed), with the
 * reviewer's name: shared by the history, the dashboard and the review screens.
 */
export function reviewJson(alias: string): SQL {
  return sql.raw(`CASE WHEN ${alias}.review_status IS NULL THEN NULL ELSE json_build_object(
    'status', ${alias}.review_status, 'agreedScore', ${alias}.agreed_score, 'comment', ${alias}.review_comment,
    'reviewerName', (SELECT coalesce(nullif(concat_ws(' ', r.first_name, r.last_name), ''), r.email) FROM users r WHERE r.id = ${alias}.reviewed_by),
    'reviewedAt', ${alias}.reviewed_at, 'adjustments', coalesce(${alias}.review_adjustments, '[]'::jsonb)) END`);
}

/** The whole list as one JSON value: the driver's per-row, per-field work cost more than PostgreSQL's answer. */
const ownAssessments = preparedStatement<{ list: AssessmentFields[] }>(
  'own_assessments',
  sql`SELECT coalesce(json_agg(json_build_object('id', a.id, 'status', a.status, 'overallScore', a.overall_score, 'createdAt', a.created_at,
      'completedAt', a.completed_at, 'review', ${reviewJson('a')})
      ORDER BY a.created_at DESC, a.id DESC), '[]'::json) AS list
    FROM ${assessments} a WHERE a.user_id = ${sql.placeholder('userId')}`,
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
