import { z } from 'zod';
import { idParam } from '../../../core/contracts/common';
import {
  assessmentSchema,
  careerTierSchema,
  completeAssessmentBody,
  createAssessmentBody,
  type Dashboard,
  dashboardSchema,
  skillAnswerBody,
  skillAnswerSchema,
  skillCategorySchema,
  skillEndpoints,
  skillSchema,
  startedAssessmentSchema,
} from '../../../core/contracts/skills';
import { SKILL_CATEGORIES, SKILLS } from '../../../core/content/skills-catalogue';
import { byRequired } from '../../../core/rules/career';
import { CAREER_TIERS, tierRecord } from '../../../core/rules/tiers';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { listOwnAssessments } from './assessments.repo';
import { completeAssessment, saveAnswer, startAssessment } from './assessments.service';
import { dashboardJson } from './dashboard.service';

/** The tiers as the career path lists them: by required score. */
const TIERS_BY_SCORE = byRequired(CAREER_TIERS).map(tierRecord);

/**
 * Skills catalogue, career tiers, one's own assessments and the dashboard (docs/product.md#assessments).
 * The catalogue and tiers come from `core`, their one source (the tables are its copy).
 */
export const skillsRoutes: RegisterRoutes = (app, { db }) => {
  app.get(skillEndpoints.skills.path, { config: { access: skillEndpoints.skills.access }, schema: { response: { 200: z.array(skillSchema) } } }, async () => [
    ...SKILLS,
  ]);

  app.get(
    skillEndpoints.categories.path,
    { config: { access: skillEndpoints.categories.access }, schema: { response: { 200: z.array(skillCategorySchema) } } },
    async () => [...SKILL_CATEGORIES],
  );

  app.get(
    skillEndpoints.careerTiers.path,
    { config: { access: skillEndpoints.careerTiers.access }, schema: { response: { 200: z.array(careerTierSchema) } } },
    async () => TIERS_BY_SCORE,
  );

  app.get(
    skillEndpoints.assessments.path,
    { config: { access: skillEndpoints.assessments.access }, schema: { response: { 200: z.array(assessmentSchema) } } },
    async (request) => listOwnAssessments(db, currentUser(request).id),
  );

  app.post(
    skillEndpoints.startAssessment.path,
    {
      config: { access: skillEndpoints.startAssessment.access },
      schema: { body: createAssessmentBody, response: { 200: startedAssessmentSchema, 201: startedAssessmentSchema } },
    },
    async (request, reply) => {
      const { created, assessment } = await startAssessment(db, currentUser(request).id);
      return reply.code(created ? 201 : 200).send(assessment);
    },
  );

  app.patch(
    skillEndpoints.completeAssessment.path,
    {
      config: { access: skillEndpoints.completeAssessment.access },
      schema: { params: idParam, body: completeAssessmentBody, response: { 200: assessmentSchema } },
    },
    async (request) => completeAssessment(db, currentUser(request).id, request.params.id),
  );

  app.post(
    skillEndpoints.answer.path,
    { config: { access: skillEndpoints.answer.access }, schema: { body: skillAnswerBody, response: { 200: skillAnswerSchema } } },
    async (request) => saveAnswer(db, currentUser(request).id, request.body),
  );

  // The body comes serialised from the service, validated by dashboardSchema when it was made and reused while nothing
  // in it changed. Fastify sends a string with a JSON content type as it is, without serialising it again.
  app.get(
    skillEndpoints.dashboard.path,
    { config: { access: skillEndpoints.dashboard.access }, schema: { response: { 200: dashboardSchema } } },
    async (request, reply) => {
      const body = await dashboardJson(db, currentUser(request));
      return reply.type('application/json; charset=utf-8').send(body as unknown as Dashboard);
    },
  );
};
