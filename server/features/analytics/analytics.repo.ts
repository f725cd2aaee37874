import { and, asc, count, desc, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assessments, floodPreventionChecks, skillAssessments, skillCategories, skills, trainingMaterials, trainingProgress } from '../../db/schema';

/** The informational category (Other Skills) is left out of breakdowns (docs/product.md#scoring). */
const INFORMATIONAL_CATEGORY = 10;

export function completedAssessments(db: DbOrTx, userId: number) {
  return db
    .select({ id: assessments.id, overallScore: assessments.overallScore, completedAt: assessments.completedAt })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.id));
}

/** Assessments started since `from`, oldest first. */
export function assessmentsSince(db: DbOrTx, userId: number, from: Date) {
  return db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), gte(assessments.createdAt, from)))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));
}

/** Each scored skill answer of one assessment with its skill and category. */
export function skillAnswers(db: DbOrTx, assessmentId: number) {
  return db
    .select({
      skillId: skills.id,
      skillName: skills.name,
      scoring: skills.scoring,
      categoryId: skillCategories.id,
      categoryName: skillCategories.name,
      level: skillAssessments.level,
      points: skillAssessments.score,
    })
    .from(skillAssessments)
    .innerJoin(skills, eq(skills.id, skillAssessments.skillId))
    .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId))
    .where(and(eq(skillAssessments.assessmentId, assessmentId), ne(skills.categoryId, INFORMATIONAL_CATEGORY)))
    .orderBy(asc(skillCategories.id), asc(skills.id));
}

/** Active modules with the user's progress on each, in the training page's order. */
export function trainingWithProgress(db: DbOrTx, userId: number) {
  return db
    .select({
      trainingMaterialId: trainingMaterials.id,
      title: trainingMaterials.title,
      durationMinutes: trainingMaterials.durationMinutes,
      completed: trainingProgress.completed,
      progress: trainingProgress.progress,
      completedAt: trainingProgress.completedAt,
    })
    .from(trainingMaterials)
    .leftJoin(trainingProgress, and(eq(trainingProgress.trainingMaterialId, trainingMaterials.id), eq(trainingProgress.userId, userId)))
    .where(eq(trainingMaterials.isActive, true))
    .orderBy(asc(trainingMaterials.id));
}

/** When the user completed modules since `from` (any module, including ones retired since). */
export function completionsSince(db: DbOrTx, userId: number, from: Date) {
  return db
    .select({ completedAt: trainingProgress.completedAt })
    .from(trainingProgress)
    .where(
      and(
        eq(trainingProgress.userId, userId),
        eq(trainingProgress.completed, true),
        isNotNull(trainingProgress.completedAt),
        gte(trainingProgress.completedAt, from),
      ),
    );
}

/** Counts of the user's own flood checks: all, completed, with an issued certificate. */
export async function floodCheckCounts(db: DbOrTx, userId: number) {
  const own = eq(floodPreventionChecks.userId, userId);
  const [all] = await db.select({ n: count() }).from(floodPreventionChecks).where(own);
  const [completed] = await db
    .select({ n: count() })
    .from(floodPreventionChecks)
    .where(and(own, eq(floodPreventionChecks.status, 'completed')));
  const [certificates] = await db
    .select({ n: count() })
    .from(floodPreventionChecks)
    .where(and(own, eq(floodPreventionChecks.certificateIssued, true)));
  return { total: all?.n ?? 0, completed: completed?.n ?? 0, certificates: certificates?.n ?? 0 };
}

export function recentFloodChecks(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(floodPreventionChecks)
    .where(eq(floodPreventionChecks.userId, userId))
    .orderBy(desc(floodPreventionChecks.updatedAt), desc(floodPreventionChecks.id))
    .limit(limit);
}
