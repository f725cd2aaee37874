import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Assessment } from '../../../core/contracts/skills';
import type { Db, DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { activities, assessments, careerTiers, skillAssessments, skills } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

export function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    overallScore: row.overallScore,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const ownAssessments = perDatabase((db) =>
  db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, sql.placeholder('userId')))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .prepare('own_assessments'),
);

/** The user's assessments, newest first. */
export function listOwnAssessments(db: Db, userId: number): Promise<AssessmentRow[]> {
  return ownAssessments(db).execute({ userId });
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

export function allSkills(tx: DbOrTx) {
  return tx.select({ id: skills.id, name: skills.name, scoring: skills.scoring }).from(skills).orderBy(asc(skills.id));
}

export async function findSkill(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ id: skills.id, scoring: skills.scoring }).from(skills).where(eq(skills.id, id));
  return row;
}

/** One answer per skill per assessment: answering again replaces the level and points. */
export async function upsertAnswer(tx: DbOrTx, answer: { assessmentId: number; skillId: number; level: string; score: number }): Promise<void> {
  await tx
    .insert(skillAssessments)
    .values(answer)
    .onConflictDoUpdate({
      target: [skillAssessments.assessmentId, skillAssessments.skillId],
      set: { level: answer.level, score: answer.score, updatedAt: sql`now()` },
    });
}

export function allTiers(tx: DbOrTx) {
  return tx.select().from(careerTiers).orderBy(asc(careerTiers.requiredScore), asc(careerTiers.id));
}

export async function recordActivity(tx: DbOrTx, userId: number, type: string, description: string): Promise<void> {
  await tx.insert(activities).values({ userId, type, description });
}
