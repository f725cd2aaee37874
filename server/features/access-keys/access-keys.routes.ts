import { accessKeyEndpoints, accessKeyListSchema, generateAccessKeyBody, generatedAccessKeySchema, ownerPinBody } from '../../../core/contracts/admin';
import { idParam, okResponse } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { generateAccessKey, listAccessKeys, revokeAccessKey } from './access-keys.service';

/** One-time access keys for new employees (docs/product.md#registration): owner and management. */
export const accessKeyRoutes: RegisterRoutes = (app, { db }) => {
  app.get(accessKeyEndpoints.list.path, { config: { access: accessKeyEndpoints.list.access }, schema: { response: { 200: accessKeyListSchema } } }, async () =>
    listAccessKeys(db),
  );

  app.post(
    accessKeyEndpoints.generate.path,
    {
      config: { access: accessKeyEndpoints.generate.access, secret: true },
      schema: { body: generateAccessKeyBody, response: { 201: generatedAccessKeySchema } },
    },
    async (request, reply) => {
      const key = await generateAccessKey(db, currentUser(request), request.body);
      return reply.status(201).send(key);
    },
  );

  app.delete(
    accessKeyEndpoints.revoke.path,
    { config: { access: accessKeyEndpoints.revoke.access }, schema: { params: idParam, body: ownerPinBody, response: { 200: okResponse } } },
    async (request) => {
      await revokeAccessKey(db, currentUser(request), request.params.id, request.body.pin);
      return { ok: true as const };
    },
  );
};
