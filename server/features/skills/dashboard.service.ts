import { sql } from 'drizzle-orm';
import type { CategoryResult, Dashboard } from '../../../core/contracts/skills';
import type { SkillScoring } from '../../../core/content/skill-types';
import { nextReview } from '../../../core/rules/career';
import { averageScore, categoryOrder, isSkillLevel, skillPercent } from '../../../core/rules/scoring';
import { DEFAULT_TIER } from '../../../core/rules/tiers';
import type { Db } from '../../db/client';
import { activities, assessments, careerTiers, skillAssessments, skillCategories, skills, trainingMaterials, trainingProgress } from '../../db/schema';
import type { UserRow } from '../auth/session.service';

const RECENT_ACTIVITIES = 4;

interface DashboardRow extends Record<string, unknown> {
  tier: { id: number; name: string; requiredScore: number; description: string } | null;
  latest: { id: number; overallScore: number; completedAt: string | null } | null;
  answers: AnswerRow[];
  training: Array<{ materialId: number; progressId: number | null; completed: boolean | null; progress: number | null }>;
  recent: Array<{ id: number; type: string; description: string; createdAt: string }>;
}

/**
 * The dashboard payload (spec part 1 §3) in one statement, whatever the number of
 * assessments, categories or skills (issue 3, Performance: a round trip per part cost
 * more than the work itself on the embedded database).
 */
export async function loadDashboard(db: Db, user: UserRow, now = new Date()): Promise<Dashboard> {
  const result = await db.execute<DashboardRow>(sql`
    WITH latest AS (
      SELECT id, overall_score, completed_at FROM ${assessments}
      WHERE user_id = ${user.id} AND status = 'completed'
      ORDER BY completed_at DESC, id DESC LIMIT 1
    )
    SELECT
      (SELECT json_build_object('id', id, 'name', name, 'requiredScore', required_score, 'description', description)
         FROM ${careerTiers} WHERE id = ${user.currentTierId}) AS tier,
      (SELECT json_build_object('id', id, 'overallScore', overall_score, 'completedAt', completed_at) FROM latest) AS latest,
      (SELECT coalesce(json_agg(json_build_object('skillId', s.id, 'skillName', s.name, 'scoring', s.scoring, 'level', sa.level,
                'categoryId', c.id, 'categoryName', c.name, 'categoryDescription', c.description) ORDER BY s.id), '[]'::json)
         FROM ${skillAssessments} sa JOIN ${skills} s ON s.id = sa.skill_id JOIN ${skillCategories} c ON c.id = s.category_id
         WHERE sa.assessment_id = (SELECT id FROM latest)) AS answers,
      (SELECT coalesce(json_agg(json_build_object('materialId', m.id, 'progressId', p.id, 'completed', p.completed, 'progress', p.progress) ORDER BY m.id), '[]'::json)
         FROM ${trainingMaterials} m LEFT JOIN ${trainingProgress} p ON p.training_material_id = m.id AND p.user_id = ${user.id}
         WHERE m.is_active) AS training,
      (SELECT coalesce(json_agg(json_build_object('id', a.id, 'type', a.type, 'description', a.description, 'createdAt', a.created_at) ORDER BY a.created_at DESC, a.id DESC), '[]'::json)
         FROM (SELECT * FROM ${activities} WHERE user_id = ${user.id} ORDER BY created_at DESC, id DESC LIMIT ${RECENT_ACTIVITIES}) a) AS recent
  `);
  const row = rowsOf<DashboardRow>(result)[0]!;
  const iso = (value: string) => new Date(value).toISOString();
  const completedAt = row.latest?.completedAt ? new Date(row.latest.completedAt) : null;

  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      currentTierId: user.currentTierId,
      tierDetails: row.tier ?? { ...DEFAULT_TIER },
    },
    latestAssessment: row.latest ? { id: row.latest.id, overallScore: row.latest.overallScore, completedAt: completedAt?.toISOString() ?? null } : null,
    trainingProgress: row.training.flatMap((t) => (t.progressId === null ? [] : [{ id: t.progressId, trainingMaterialId: t.materialId, completed: t.completed ?? false, progress: t.progress ?? 0 }])),
    trainingTotal: row.training.length,
    assessmentResults: groupByCategory(row.answers),
    recentActivities: row.recent.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    nextReview: nextReview(completedAt, now),
  };
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too; both are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type AnswerRow = { skillId: number; skillName: string; scoring: string; level: string; categoryId: number; categoryName: string; categoryDescription: string };

function groupByCategory(rows: AnswerRow[]): CategoryResult[] {
  const byCategory = new Map<number, CategoryResult>();
  for (const r of rows) {
    if (!isSkillLevel(r.level)) continue;
    let category = byCategory.get(r.categoryId);
    if (!category) {
      category = { categoryId: r.categoryId, categoryName: r.categoryName, description: r.categoryDescription, averageScore: 0, skillResults: [] };
      byCategory.set(r.categoryId, category);
    }
    category.skillResults.push({ skillId: r.skillId, skillName: r.skillName, score: skillPercent(r.scoring as SkillScoring, r.level), tier: r.level });
  }
  return [...byCategory.values()]
    .map((c) => ({ ...c, averageScore: averageScore(c.skillResults.map((s) => s.score)) }))
    .sort((a, b) => categoryOrder(a.categoryId) - categoryOrder(b.categoryId));
}
