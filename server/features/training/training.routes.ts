import { z } from 'zod';
import { idParam } from '../../../core/contracts/common';
import { materialIdParam, trainingEndpoints, trainingMaterialBody, trainingMaterialSchema, trainingProgressSchema } from '../../../core/contracts/content';
import { can } from '../../../core/rules/roles';
import type { RegisterRoutes } from '../../context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { sanitiseRequiredHtml } from '../../lib/sanitise-html';
import { currentUser, roleOf } from '../../auth/plugin';
import { completeMaterial, findMaterial, insertMaterial, listMaterials, listProgress, toMaterial, toProgress, updateMaterial } from './training.repo';

/** Training hub (docs/product.md#content): everyone reads and completes; owner and management edit. */
export const trainingRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    trainingEndpoints.materials.path,
    { config: { access: trainingEndpoints.materials.access }, schema: { response: { 200: z.array(trainingMaterialSchema) } } },
    async (request) => {
      const includeInactive = can({ role: roleOf(currentUser(request)) }, 'editContent');
      return (await listMaterials(db, { includeInactive })).map(toMaterial);
    },
  );

  app.get(
    trainingEndpoints.progress.path,
    { config: { access: trainingEndpoints.progress.access }, schema: { response: { 200: z.array(trainingProgressSchema) } } },
    async (request) => (await listProgress(db, currentUser(request).id)).map(toProgress),
  );

  app.post(
    trainingEndpoints.complete.path,
    { config: { access: trainingEndpoints.complete.access }, schema: { params: materialIdParam, response: { 200: trainingProgressSchema } } },
    async (request) => {
      const me = currentUser(request);
      const material = await findMaterial(db, request.params.materialId);
      if (!material?.isActive) throw notFound('Training material not found');
      return toProgress(await completeMaterial(db, me.id, material));
    },
  );

  app.post(
    trainingEndpoints.create.path,
    { config: { access: trainingEndpoints.create.access }, schema: { body: trainingMaterialBody, response: { 201: trainingMaterialSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const row = await db.transaction(async (tx) => {
        const created = await insertMaterial(tx, { ...request.body, content: sanitiseRequiredHtml(request.body.content), updatedBy: me.id });
        await audit(tx, { actorId: me.id, action: 'content_changed', details: { trainingMaterialId: created.id, change: 'created' } });
        return created;
      });
      return reply.code(201).send(toMaterial(row));
    },
  );

  app.put(
    trainingEndpoints.update.path,
    { config: { access: trainingEndpoints.update.access }, schema: { params: idParam, body: trainingMaterialBody, response: { 200: trainingMaterialSchema } } },
    async (request) => {
      const me = currentUser(request);
      const row = await db.transaction(async (tx) => {
        const updated = await updateMaterial(tx, request.params.id, { ...request.body, content: sanitiseRequiredHtml(request.body.content), updatedBy: me.id });
        if (!updated) throw notFound('Training material not found');
        await audit(tx, {
          actorId: me.id,
          action: 'content_changed',
          details: { trainingMaterialId: updated.id, change: 'updated', isActive: updated.isActive },
        });
        return updated;
      });
      return toMaterial(row);
    },
  );
};
