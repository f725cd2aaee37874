import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { idParam } from '../../../core/contracts/common';
import {
  assessmentSchema,
  careerTierSchema,
  completeAssessmentBody,
  type Dashboard,
  createAssessmentBody,
  dashboardSchema,
  skillAnswerBody,
  skillAnswerSchema,
  skillCategorySchema,
  skillSchema,
  startedAssessmentSchema,
} from '../../../core/contracts/skills';
import type { RegisterRoutes } from '../../context';
import { careerTiers, skillCategories, skills } from '../../db/schema';
import { currentUser } from '../../auth/plugin';
import { listOwnAssessments } from './assessments.repo';
import { completeAssessment, saveAnswer, startAssessment } from './assessments.service';
import { dashboardJson } from './dashboard.service';

/** Skills catalogue, career tiers, one's own assessments and the dashboard (spec part 1 §7). */
export const skillsRoutes: RegisterRoutes = (app, { db }) => {
  const registered = { access: 'registered' as const };

  app.get('/api/skills', { config: registered, schema: { response: { 200: z.array(skillSchema) } } }, async () => {
    const rows = await db.select().from(skills).orderBy(asc(skills.id));
    return rows.map((s) => ({ ...s, scoring: skillSchema.shape.scoring.parse(s.scoring) }));
  });

  app.get('/api/skill-categories', { config: registered, schema: { response: { 200: z.array(skillCategorySchema) } } }, async () =>
    db.select().from(skillCategories).orderBy(asc(skillCategories.id)),
  );

  app.get('/api/career-tiers', { config: registered, schema: { response: { 200: z.array(careerTierSchema) } } }, async () =>
    db.select().from(careerTiers).orderBy(asc(careerTiers.requiredScore), asc(careerTiers.id)),
  );

  app.get('/api/assessments', { config: registered, schema: { response: { 200: z.array(assessmentSchema) } } }, async (request) =>
    listOwnAssessments(db, currentUser(request).id),
  );

  app.post(
    '/api/assessments',
    { config: registered, schema: { body: createAssessmentBody, response: { 200: startedAssessmentSchema, 201: startedAssessmentSchema } } },
    async (request, reply) => {
      const { created, assessment } = await startAssessment(db, currentUser(request).id);
      return reply.code(created ? 201 : 200).send(assessment);
    },
  );

  app.patch(
    '/api/assessments/:id',
    { config: registered, schema: { params: idParam, body: completeAssessmentBody, response: { 200: assessmentSchema } } },
    async (request) => completeAssessment(db, currentUser(request).id, request.params.id),
  );

  app.post('/api/skill-assessments', { config: registered, schema: { body: skillAnswerBody, response: { 200: skillAnswerSchema } } }, async (request) =>
    saveAnswer(db, currentUser(request).id, request.body),
  );

  // The body comes serialised from the service, validated by dashboardSchema when it was made and reused while nothing
  // in it changed. Fastify sends a string with a JSON content type as it is, without serialising it again.
  app.get('/api/dashboard', { config: registered, schema: { response: { 200: dashboardSchema } } }, async (request, reply) => {
    const body = await dashboardJson(db, currentUser(request));
    return reply.type('application/json; charset=utf-8').send(body as unknown as Dashboard);
  });
};
