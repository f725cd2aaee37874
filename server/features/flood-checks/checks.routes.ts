import { idParam, okResponse } from '../../../core/contracts/common';
import { floodCheckBody, floodCheckEndpoints, floodCheckRecord, photoCaptionBody, photoRecord } from '../../../core/contracts/flood-check';
import { checkListQuery, checkListResponse } from '../../../core/contracts/flood-check-list';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { createCheck, listVisibleChecks, updateCheckById } from './checks.service';
import { deletePhoto, setPhotoCaption, uploadPhoto } from './photos.service';

/** The signature travels inside the JSON as a PNG data URL (up to 2 MB). */
const CHECK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Capturing flood prevention checks (docs/product.md#checks): list, create,
 * update, and the photos of a check. Every registered user may record checks; who sees
 * which is decided in check-access.ts.
 */
export const checkCaptureRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    floodCheckEndpoints.list.path,
    { config: { access: floodCheckEndpoints.list.access }, schema: { querystring: checkListQuery, response: { 200: checkListResponse } } },
    async (request) => listVisibleChecks(db, currentUser(request), request.query, config.timeZone),
  );

  app.post(
    floodCheckEndpoints.create.path,
    {
      config: { access: floodCheckEndpoints.create.access },
      bodyLimit: CHECK_BODY_LIMIT,
      schema: { body: floodCheckBody, response: { 200: floodCheckRecord, 201: floodCheckRecord } },
    },
    async (request, reply) => {
      // 201 when created; 200 and the same check when its draft id was already used (docs/product.md#drafts).
      const { check, created } = await createCheck(db, currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send(check);
    },
  );

  app.put(
    floodCheckEndpoints.update.path,
    {
      config: { access: floodCheckEndpoints.update.access },
      bodyLimit: CHECK_BODY_LIMIT,
      schema: { params: idParam, body: floodCheckBody, response: { 200: floodCheckRecord } },
    },
    async (request) => updateCheckById(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    floodCheckEndpoints.uploadPhoto.path,
    { config: { access: floodCheckEndpoints.uploadPhoto.access, upload: true }, schema: { params: idParam, response: { 200: photoRecord, 201: photoRecord } } },
    async (request, reply) => {
      const { photo, created } = await uploadPhoto(db, config, currentUser(request), request.params.id, request);
      return reply.status(created ? 201 : 200).send(photo);
    },
  );

  app.patch(
    floodCheckEndpoints.captionPhoto.path,
    { config: { access: floodCheckEndpoints.captionPhoto.access }, schema: { params: idParam, body: photoCaptionBody, response: { 200: photoRecord } } },
    async (request) => setPhotoCaption(db, currentUser(request), request.params.id, request.body.caption),
  );

  app.delete(
    floodCheckEndpoints.deletePhoto.path,
    { config: { access: floodCheckEndpoints.deletePhoto.access }, schema: { params: idParam, response: { 200: okResponse } } },
    async (request) => {
      await deletePhoto(db, config, currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
