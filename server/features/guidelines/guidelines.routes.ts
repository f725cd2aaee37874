import { z } from 'zod';
import { idParam } from '../../../core/contracts/common';
import { guidelineBody, guidelineEndpoints, guidelineSchema } from '../../../core/contracts/content';
import { can } from '../../../core/rules/roles';
import type { RegisterRoutes } from '../../context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { sanitiseRequiredHtml } from '../../lib/sanitise-html';
import { currentUser, roleOf } from '../../auth/plugin';
import { insertGuideline, listGuidelines, toGuideline, updateGuideline } from './guidelines.repo';

/** Company guidelines (docs/product.md#content): everyone reads; owner and management edit. */
export const guidelineRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    guidelineEndpoints.list.path,
    { config: { access: guidelineEndpoints.list.access }, schema: { response: { 200: z.array(guidelineSchema) } } },
    async (request) => {
      const includeInactive = can({ role: roleOf(currentUser(request)) }, 'editContent');
      return (await listGuidelines(db, { includeInactive })).map(toGuideline);
    },
  );

  app.post(
    guidelineEndpoints.create.path,
    { config: { access: guidelineEndpoints.create.access }, schema: { body: guidelineBody, response: { 201: guidelineSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const row = await db.transaction(async (tx) => {
        // Sanitised when saved: the browser renders stored HTML as is.
        const created = await insertGuideline(tx, { ...request.body, content: sanitiseRequiredHtml(request.body.content), updatedBy: me.id });
        await audit(tx, { actorId: me.id, action: 'content_changed', details: { guidelineId: created.id, change: 'created' } });
        return created;
      });
      return reply.code(201).send(toGuideline(row));
    },
  );

  app.put(
    guidelineEndpoints.update.path,
    { config: { access: guidelineEndpoints.update.access }, schema: { params: idParam, body: guidelineBody, response: { 200: guidelineSchema } } },
    async (request) => {
      const me = currentUser(request);
      const row = await db.transaction(async (tx) => {
        const updated = await updateGuideline(tx, request.params.id, {
          ...request.body,
          content: sanitiseRequiredHtml(request.body.content),
          updatedBy: me.id,
        });
        if (!updated) throw notFound('Guideline not found');
        await audit(tx, { actorId: me.id, action: 'content_changed', details: { guidelineId: updated.id, change: 'updated', isActive: updated.isActive } });
        return updated;
      });
      return toGuideline(row);
    },
  );
};
