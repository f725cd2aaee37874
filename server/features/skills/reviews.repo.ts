import { sql } from 'drizzle-orm';
import type { ReviewQueueItem } from '../../../core/contracts/assessment-review';
import { isRole, type Role } from '../../../core/rules/roles';
import type { DbOrTx } from '../../db/client';
import { reviewJson, type ReviewJson } from './assessments.repo';

/** How many completed assessments the queue lists at most: waiting ones first. */
const QUEUE_LIMIT = 100;

interface QueueRow extends Record<string, unknown> {
  id: number;
  employeeId: number;
  employeeName: string;
  isOwner: boolean;
  employeeRole: string | null;
  selfScore: number;
  completedAt: string | Date | null;
  awaitingReview: boolean;
}

const roleOfRow = (row: { isOwner: boolean; employeeRole: string | null }): Role | null =>
  row.isOwner ? 'Owner' : isRole(row.employeeRole) ? row.employeeRole : null;

export function toQueueItem(row: QueueRow): ReviewQueueItem {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeRole: roleOfRow(row),
    selfScore: row.selfScore,
    completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
    awaitingReview: row.awaitingReview,
  };
}

const queueColumns = sql.raw(`a.id, a.user_id AS "employeeId", coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email) AS "employeeName",
  u.is_owner AS "isOwner", u.employee_role AS "employeeRole", a.overall_score AS "selfScore", a.completed_at AS "completedAt",
  coalesce(a.review_status = 'pending', false) AS "awaitingReview"`);

/**
 * Completed assessments not yet reviewed, of employees still on the books, other than the
 * reviewer's own (nobody reviews their own): those whose tier waits first, oldest first (as a
 * queue), then the rest, newest first.
 */
export async function reviewQueue(db: DbOrTx, reviewerId: number): Promise<ReviewQueueItem[]> {
  const result = await db.execute(sql`
    SELECT ${queueColumns} FROM assessments a JOIN users u ON u.id = a.user_id
    WHERE a.status = 'completed' AND (a.review_status IS NULL OR a.review_status = 'pending')
      AND u.removed_at IS NULL AND a.user_id <> ${reviewerId}
    ORDER BY (a.review_status = 'pending') DESC NULLS LAST,
      CASE WHEN a.review_status = 'pending' THEN extract(epoch FROM a.completed_at) ELSE -extract(epoch FROM a.completed_at) END, a.id
    LIMIT ${QUEUE_LIMIT}`);
  return (result as unknown as { rows: QueueRow[] }).rows.map(toQueueItem);
}

export interface ReviewRow extends QueueRow {
  userRemoved: boolean;
  currentTierId: number;
  review: ReviewJson | null;
  answers: Array<{ skillId: number; level: string }>;
}

/** One completed assessment with its answers and review, or undefined. */
export async function findForReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${queueColumns}, u.removed_at IS NOT NULL AS "userRemoved", u.current_tier_id AS "currentTierId", ${reviewJson('a')} AS review,
      (SELECT coalesce(json_agg(json_build_object('skillId', sa.skill_id, 'level', sa.level) ORDER BY sa.skill_id), '[]'::json)
         FROM skill_assessments sa WHERE sa.assessment_id = a.id) AS answers
    FROM assessments a JOIN users u ON u.id = a.user_id
    WHERE a.id = ${id} AND a.status = 'completed'`);
  return (result as unknown as { rows: ReviewRow[] }).rows[0];
}
