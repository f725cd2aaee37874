import { sql } from 'drizzle-orm';
import { dashboardSchema, type CategoryResult, type Dashboard } from '../../../core/contracts/skills';
import { SKILL_BY_ID, SKILL_CATEGORY_BY_ID } from '../../../core/content/skills-catalogue';
import { nextReview } from '../../../core/rules/career';
import { averageScore, categoryOrder, isSkillLevel, skillPercent } from '../../../core/rules/scoring';
import { CAREER_TIERS, DEFAULT_TIER, tierRecord } from '../../../core/rules/tiers';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities, assessments, skillAssessments, trainingMaterials, trainingProgress, users } from '../../db/schema';
import type { UserRow } from '../../auth/session';
import { reviewJson, toReview, type ReviewJson } from './assessments.repo';

const RECENT_ACTIVITIES = 4;

interface DashboardRow extends Record<string, unknown> {
  /** users.dashboard_version in the same snapshot as the rest of the row. */
  version: number;
  latest: { id: number; overallScore: number; completedAt: string | null; review: ReviewJson | null } | null;
  /** [skill id, level] of each answer of the latest assessment. */
  answers: Array<[number, string]>;
  training: Array<{ materialId: number; progressId: number | null; completed: boolean | null; progress: number | null }>;
  recent: Array<{ id: number; type: string; description: string; createdAt: string }>;
  /** The payload made from this row, serialised, and what else it was made from (dashboardJson). */
  json?: { key: string; body: string };
}

const userId = sql.placeholder('userId');

/** The user's own part of the dashboard: latest assessment and its answers, training progress, recent activities. */
const dashboardStatement = preparedStatement<DashboardRow>(
  'dashboard',
  sql`
    WITH latest AS (
      SELECT a.id, a.overall_score, a.completed_at, ${reviewJson('a')} AS review FROM ${assessments} a
      WHERE a.user_id = ${userId} AND a.status = 'completed'
      ORDER BY a.completed_at DESC, a.id DESC LIMIT 1
    )
    SELECT
      (SELECT dashboard_version FROM ${users} WHERE id = ${userId}) AS version,
      (SELECT json_build_object('id', id, 'overallScore', overall_score, 'completedAt', completed_at, 'review', review) FROM latest) AS latest,
      (SELECT coalesce(json_agg(json_build_array(sa.skill_id, sa.level) ORDER BY sa.skill_id), '[]'::json)
         FROM ${skillAssessments} sa WHERE sa.assessment_id = (SELECT id FROM latest)) AS answers,
      (SELECT coalesce(json_agg(json_build_object('materialId', m.id, 'progressId', p.id, 'completed', p.completed, 'progress', p.progress) ORDER BY m.id), '[]'::json)
         FROM ${trainingMaterials} m LEFT JOIN ${trainingProgress} p ON p.training_material_id = m.id AND p.user_id = ${userId}
         WHERE m.is_active) AS training,
      (SELECT coalesce(json_agg(json_build_object('id', a.id, 'type', a.type, 'description', a.description, 'createdAt', a.created_at) ORDER BY a.created_at DESC, a.id DESC), '[]'::json)
         FROM (SELECT * FROM ${activities} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${RECENT_ACTIVITIES}) a) AS recent
  `,
);

/**
 * The dashboard payload (docs/product.md#dashboard) in one statement, whatever the number of
 * assessments, categories or skills (docs/decisions/0005-self-assessment-scoring.md: a round trip per part cost
 * more than the work itself on the embedded database). Tiers, skills and categories come
 * from `core`, which the start-up seed copies into the tables unchanged (docs/performance.md#results: the joins
 * cost more than the user's own rows).
 */
function dashboardOf(row: DashboardRow, user: UserRow, now: Date): Dashboard {
  const iso = (value: string) => new Date(value).toISOString();
  const completedAt = row.latest?.completedAt ? new Date(row.latest.completedAt) : null;

  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      currentTierId: user.currentTierId,
      tierDetails: tierRecord(CAREER_TIERS.find((t) => t.id === user.currentTierId) ?? DEFAULT_TIER),
    },
    latestAssessment: row.latest
      ? { id: row.latest.id, overallScore: row.latest.overallScore, completedAt: completedAt?.toISOString() ?? null, review: toReview(row.latest.review) }
      : null,
    trainingProgress: row.training.flatMap((t) =>
      t.progressId === null ? [] : [{ id: t.progressId, trainingMaterialId: t.materialId, completed: t.completed ?? false, progress: t.progress ?? 0 }],
    ),
    trainingTotal: row.training.length,
    assessmentResults: groupByCategory(row.answers),
    recentActivities: row.recent.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    nextReview: nextReview(completedAt, now),
  };
}

/**
 * The dashboard as the JSON the route sends: validated by the response schema and
 * serialised once per row, then reused while neither the row nor what the payload takes
 * from the session user and the clock (name, tier, days to the next review) has changed.
 * Building and serialising the payload was about a fifth of the server's work per request.
 */
export async function dashboardJson(db: Db, user: UserRow, now = new Date()): Promise<string> {
  const row = await dashboardRow(db, user);
  const completedAt = row.latest?.completedAt ? new Date(row.latest.completedAt) : null;
  const key = `${user.firstName}\u0000${user.lastName}\u0000${user.currentTierId}\u0000${nextReview(completedAt, now).daysRemaining}`;
  if (row.json?.key === key) return row.json.body;
  const body = JSON.stringify(dashboardSchema.parse(dashboardOf(row, user, now)));
  row.json = { key, body };
  return body;
}

/**
 * Each process keeps the last dashboard row of up to `CACHED_USERS` users and reuses it while
 * the user's dashboard_version, read with the session on every request, is the one the row
 * was read with: triggers bump it in the same transaction as any change the row is made of
 * (migration 0002, ADR 0012), so a reused row is as fresh as a new read. Per database handle:
 * tests run several databases, whose user ids overlap, in one process.
 */
const CACHED_USERS = 2000;
const cached = new WeakMap<Db, Map<number, DashboardRow>>();

async function dashboardRow(db: Db, user: UserRow): Promise<DashboardRow> {
  let rows = cached.get(db);
  if (!rows) cached.set(db, (rows = new Map()));
  const hit = rows.get(user.id);
  if (hit && hit.version === user.dashboardVersion) return hit;
  const row = (await dashboardStatement(db, { userId: user.id }))[0]!;
  rows.delete(user.id); // re-inserted last, so the first key is the longest unrefreshed
  if (rows.size >= CACHED_USERS) rows.delete(rows.keys().next().value!);
  rows.set(user.id, row);
  return row;
}

function groupByCategory(answers: Array<[number, string]>): CategoryResult[] {
  const byCategory = new Map<number, CategoryResult>();
  for (const [skillId, level] of answers) {
    const skill = SKILL_BY_ID.get(skillId);
    const definition = skill && SKILL_CATEGORY_BY_ID.get(skill.categoryId);
    if (!skill || !definition || !isSkillLevel(level)) continue;
    let category = byCategory.get(definition.id);
    if (!category) {
      category = { categoryId: definition.id, categoryName: definition.name, description: definition.description, averageScore: 0, skillResults: [] };
      byCategory.set(definition.id, category);
    }
    category.skillResults.push({ skillId, skillName: skill.name, score: skillPercent(skill.scoring, level), tier: level });
  }
  return [...byCategory.values()]
    .map((c) => ({ ...c, averageScore: averageScore(c.skillResults.map((s) => s.score)) }))
    .sort((a, b) => categoryOrder(a.categoryId) - categoryOrder(b.categoryId));
}
