import { z } from 'zod';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '../rules/analytics';
import { endpoint } from './endpoint';

/** GET /api/analytics?range= */
export const analyticsQuery = z.object({ range: z.enum(ANALYTICS_RANGES, { error: 'Range must be one of 1m, 3m, 6m, 1y' }).default(DEFAULT_ANALYTICS_RANGE) });

const timelineEntry = z.object({
  id: z.number(),
  status: z.string(),
  overallScore: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

const skillResult = z.object({ skillId: z.number(), skillName: z.string(), score: z.number(), level: z.string() });
const categoryResult = z.object({ categoryId: z.number(), categoryName: z.string(), averageScore: z.number(), skillResults: z.array(skillResult) });

const trainingItem = z.object({
  trainingMaterialId: z.number(),
  title: z.string(),
  durationMinutes: z.number(),
  completed: z.boolean(),
  progress: z.number(),
  completedAt: z.string().nullable(),
});

export const analyticsResponse = z.object({
  range: z.enum(ANALYTICS_RANGES),
  summary: z.object({
    /** Latest completed assessment's score; 0 before any. */
    currentScore: z.number(),
    /** Completed assessments, all time. */
    assessments: z.number(),
    /** Newest minus previous completed score; null without two. */
    scoreTrend: z.number().nullable(),
    /** Completed over active training materials, whole percent. */
    trainingProgress: z.number(),
    trainingCompleted: z.number(),
    trainingTotal: z.number(),
    currentTier: z.string(),
  }),
  /** Assessments started within the range, oldest first. */
  timeline: z.array(timelineEntry),
  /** Latest completed assessment by category (informational Other Skills left out). */
  skills: z.array(categoryResult),
  training: z.object({
    /** Completions within the range, per week (1m, 3m) or month (6m, 1y). */
    activity: z.array(z.object({ period: z.string(), completed: z.number() })),
    completedInRange: z.number(),
    /** The first active modules with the caller's progress. */
    items: z.array(trainingItem),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

/** GET /api/flood-prevention-stats: the caller's own checks (never cached). */
export const floodPreventionStatsSchema = z.object({
  clientReports: z.number(),
  complianceCertificates: z.number(),
  /** Completed over all of the caller's checks, whole percent; 0 before any. */
  completionRate: z.number(),
  totalChecks: z.number(),
  recentActivity: z.array(
    z.object({
      type: z.enum(['certificate', 'report']),
      id: z.number(),
      clientName: z.string(),
      date: z.string(),
      status: z.string(),
    }),
  ),
});
export type FloodPreventionStats = z.infer<typeof floodPreventionStatsSchema>;

export const analyticsEndpoints = {
  /** Takes ?range= (analyticsQuery). */
  analytics: endpoint({ method: 'GET', path: '/api/analytics', access: 'registered' }),
  stats: endpoint({ method: 'GET', path: '/api/flood-prevention-stats', access: 'registered' }),
};
