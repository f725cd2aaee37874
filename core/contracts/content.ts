import { z } from 'zod';
import { LIMITS } from '../limits';
import { requiredText } from './common';
import { endpoint } from './endpoint';

/** Guideline categories; each has its own icon (docs/product.md#content). */
export const GUIDELINE_CATEGORIES = ['hr', 'security', 'development', 'policy', 'benefits', 'compliance'] as const;
export type GuidelineCategory = (typeof GUIDELINE_CATEGORIES)[number];

export const GUIDELINE_CATEGORY_LABELS: Record<GuidelineCategory, string> = {
  hr: 'HR',
  security: 'Security',
  development: 'Development',
  policy: 'Policy',
  benefits: 'Benefits',
  compliance: 'Compliance',
};

/** GET /api/training-materials (staff see active ones; editors see all). */
export const trainingMaterialSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Sanitised HTML (server/lib/sanitise-html.ts). */
  content: z.string(),
  durationMinutes: z.number(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TrainingMaterial = z.infer<typeof trainingMaterialSchema>;

/** GET /api/training-progress: the caller's own rows. */
export const trainingProgressSchema = z.object({
  id: z.number(),
  trainingMaterialId: z.number(),
  completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
  completedAt: z.string().nullable(),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

export const materialIdParam = z.object({ materialId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/training-materials, PUT /api/training-materials/{id} (owner and management). */
export const trainingMaterialBody = z.object({
  title: requiredText('Title is required', LIMITS.contentTitleMax),
  description: requiredText('Description is required', LIMITS.contentDescriptionMax),
  content: requiredText('Content is required', LIMITS.contentHtmlMax),
  durationMinutes: z.coerce
    .number({ error: 'Duration is required' })
    .int('Duration must be whole minutes')
    .min(LIMITS.trainingDurationMin, `Duration must be at least ${LIMITS.trainingDurationMin} minutes`)
    .max(LIMITS.trainingDurationMax, `Duration must be at most ${LIMITS.trainingDurationMax} minutes`),
  isActive: z.boolean(),
});
export type TrainingMaterialBody = z.infer<typeof trainingMaterialBody>;

/** GET /api/guidelines (staff see active ones; editors see all). */
export const guidelineSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML (server/lib/sanitise-html.ts). */
  content: z.string(),
  category: z.string(),
  version: z.string(),
  department: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Guideline = z.infer<typeof guidelineSchema>;

/** POST /api/guidelines, PUT /api/guidelines/{id} (owner and management). */
export const guidelineBody = z.object({
  title: requiredText('Title is required', LIMITS.contentTitleMax),
  content: requiredText('Content is required', LIMITS.contentHtmlMax),
  category: z.enum(GUIDELINE_CATEGORIES, { error: 'Choose a category' }),
  version: requiredText('Version is required', 20),
  department: requiredText('Department is required', 80),
  isActive: z.boolean(),
});
export type GuidelineBody = z.infer<typeof guidelineBody>;

export const guidelineEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/guidelines', access: 'registered' }),
  create: endpoint({ method: 'POST', path: '/api/guidelines', access: 'editContent' }),
  update: endpoint({ method: 'PUT', path: '/api/guidelines/:id', access: 'editContent' }),
};

export const trainingEndpoints = {
  materials: endpoint({ method: 'GET', path: '/api/training-materials', access: 'registered' }),
  progress: endpoint({ method: 'GET', path: '/api/training-progress', access: 'registered' }),
  complete: endpoint({ method: 'POST', path: '/api/training-progress/:materialId/complete', access: 'registered' }),
  create: endpoint({ method: 'POST', path: '/api/training-materials', access: 'editContent' }),
  update: endpoint({ method: 'PUT', path: '/api/training-materials/:id', access: 'editContent' }),
};
