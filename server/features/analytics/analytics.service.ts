import type { AnalyticsResponse, FloodPreventionStats } from '../../../core/contracts/analytics';
import { activityBuckets, ANALYTICS_TRAINING_ITEMS, rangeStart, scoreTrend, skillPercent, type AnalyticsRange } from '../../../core/rules/analytics';
import { todayInZone } from '../../../core/rules/licence';
import { tierName } from '../../../core/rules/tiers';
import { trainingPercent } from '../../../core/rules/training';
import type { Db } from '../../db/client';
import type { UserRow } from '../../auth/session';
import {
  assessmentsSince,
  completedAssessments,
  completionsSince,
  floodCheckCounts,
  recentFloodChecks,
  skillAnswers,
  trainingWithProgress,
} from './analytics.repo';

const RECENT_FLOOD_ACTIVITY = 5;

/** Everything the analytics screen shows, for the caller, with the range applied to the timeline and training activity. */
export async function buildAnalytics(db: Db, user: UserRow, range: AnalyticsRange, timeZone: string, now = new Date()): Promise<AnalyticsResponse> {
  const from = rangeStart(range, now);
  const [completed, timeline, training, completions] = await Promise.all([
    completedAssessments(db, user.id),
    assessmentsSince(db, user.id, from),
    trainingWithProgress(db, user.id),
    completionsSince(db, user.id, from),
  ]);
  const latest = completed[0];
  const trainingCompleted = training.filter((t) => t.completed).length;
  const localDay = (d: Date) => todayInZone(timeZone, d);
  return {
    range,
    summary: {
      currentScore: latest?.overallScore ?? 0,
      assessments: completed.length,
      scoreTrend: scoreTrend(completed.map((a) => a.overallScore)),
      trainingProgress: trainingPercent(trainingCompleted, training.length),
      trainingCompleted,
      trainingTotal: training.length,
      currentTier: tierName(user.currentTierId),
    },
    timeline: timeline.map((a) => ({
      id: a.id,
      status: a.status,
      overallScore: a.overallScore,
      createdAt: a.createdAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
    })),
    skills: latest ? await skillBreakdown(db, latest.id) : [],
    training: {
      activity: activityBuckets(
        range,
        completions.map((c) => localDay(c.completedAt!)),
        localDay(now),
      ),
      completedInRange: completions.length,
      items: training.slice(0, ANALYTICS_TRAINING_ITEMS).map((t) => ({
        trainingMaterialId: t.trainingMaterialId,
        title: t.title,
        durationMinutes: t.durationMinutes,
        completed: t.completed ?? false,
        progress: t.progress ?? 0,
        completedAt: t.completedAt?.toISOString() ?? null,
      })),
    },
  };
}

/** Per category: each skill as a percentage of what it can earn, and their rounded average. */
async function skillBreakdown(db: Db, assessmentId: number): Promise<AnalyticsResponse['skills']> {
  const categories = new Map<number, AnalyticsResponse['skills'][number]>();
  for (const answer of await skillAnswers(db, assessmentId)) {
    const score = skillPercent(answer.points, answer.scoring);
    if (score === null) continue;
    const category = categories.get(answer.categoryId) ?? {
      categoryId: answer.categoryId,
      categoryName: answer.categoryName,
      averageScore: 0,
      skillResults: [],
    };
    category.skillResults.push({ skillId: answer.skillId, skillName: answer.skillName, score, level: answer.level });
    categories.set(answer.categoryId, category);
  }
  return [...categories.values()].map((c) => ({ ...c, averageScore: Math.round(c.skillResults.reduce((n, s) => n + s.score, 0) / c.skillResults.length) }));
}

/** The caller's own flood-check figures (0s until there are checks). */
export async function buildFloodPreventionStats(db: Db, user: UserRow): Promise<FloodPreventionStats> {
  const [counts, recent] = await Promise.all([floodCheckCounts(db, user.id), recentFloodChecks(db, user.id, RECENT_FLOOD_ACTIVITY)]);
  return {
    clientReports: counts.completed,
    complianceCertificates: counts.certificates,
    completionRate: trainingPercent(counts.completed, counts.total),
    totalChecks: counts.total,
    recentActivity: recent.map((c) => ({
      type: c.certificateIssued ? 'certificate' : 'report',
      id: c.id,
      clientName: c.clientName,
      date: (c.certificateIssuedAt ?? c.completedAt ?? c.updatedAt).toISOString(),
      status: c.status,
    })),
  };
}
