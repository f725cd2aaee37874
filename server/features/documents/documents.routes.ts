import { z } from 'zod';
import { idParam } from '../../../core/contracts/common';
import {
  DOCUMENT_ENDPOINTS,
  documentEndpoints,
  DOCUMENT_KINDS,
  emailLogEntry,
  emailPdfBody,
  emailPdfResponse,
  type DocumentKind,
} from '../../../core/contracts/documents';
import { floodCheckEndpoints, type FloodCheckRecord, photoRecord } from '../../../core/contracts/flood-check';
import type { RegisterRoutes, ZodApp } from '../../context';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { notFound } from '../../lib/errors';
import { fileStore, sendStoredFile, storedKey } from '../../lib/storage';
import { currentUser } from '../../auth/plugin';
import { publicOrigin } from '../certificates/public';
import { authorName, findVisibleCheck, PHOTO_FOLDER, toCheckRecord, toPhotoRecord } from '../flood-checks/public';
import { emailDocument } from './document-email';
import { findPhotoByFileName, listEmails, listPhotos } from './documents.repo';
import { renderDocument } from './documents.service';
import { inSlices } from '../../lib/send-in-slices';

/**
 * One check, its photos and photo files, and its two documents (PDF and email). Every route
 * applies the check's visibility rule (findVisibleCheck): a check the caller may not see is
 * a 404, whatever the route.
 */
export const documentRoutes: RegisterRoutes = (app, { db, config }) => {
  // floodCheckRecord has input transforms (preprocess) that zod cannot encode, so it is not
  // the response serialiser here; the test checks the answer against it instead.
  app.get(
    floodCheckEndpoints.get.path,
    { config: { access: floodCheckEndpoints.get.access }, schema: { params: idParam } },
    async (request): Promise<FloodCheckRecord> => {
      const row = await findVisibleCheck(db, currentUser(request), request.params.id);
      return toCheckRecord(row, await authorName(db, row.userId));
    },
  );

  app.get(
    floodCheckEndpoints.photos.path,
    { config: { access: floodCheckEndpoints.photos.access }, schema: { params: idParam, response: { 200: z.array(photoRecord) } } },
    async (request) => {
      const row = await findVisibleCheck(db, currentUser(request), request.params.id);
      return (await listPhotos(db, row.id)).map(toPhotoRecord);
    },
  );

  // A photo file (or its compressed copy) answers only to those who may see its check (docs/product.md#photos).
  app.get(
    floodCheckEndpoints.photoFile.path,
    { config: { access: floodCheckEndpoints.photoFile.access }, schema: { params: z.object({ fileName: z.string().max(120) }) } },
    async (request, reply) => {
      const { fileName } = request.params;
      const key = storedKey(PHOTO_FOLDER, fileName);
      if (!key) throw notFound();
      const photo = await findPhotoByFileName(db, fileName.replace(/^compressed-/, ''));
      if (!photo) throw notFound();
      await findVisibleCheck(db, currentUser(request), photo.floodPreventionCheckId);
      return sendStoredFile(reply, fileStore(config), key);
    },
  );

  app.get(
    documentEndpoints.emails.path,
    { config: { access: documentEndpoints.emails.access }, schema: { params: idParam, response: { 200: z.array(emailLogEntry) } } },
    async (request) => {
      const row = await findVisibleCheck(db, currentUser(request), request.params.id);
      return (await listEmails(db, row.id)).map(({ row: e, firstName, lastName }) => ({
        id: e.id,
        document: e.document,
        recipients: e.recipients,
        status: e.status,
        error: e.error,
        sentByName: [firstName, lastName].filter(Boolean).join(' ') || null,
        createdAt: e.createdAt.toISOString(),
      }));
    },
  );

  for (const kind of DOCUMENT_KINDS) documentRoutesFor(app, db, config, kind);
};

function documentRoutesFor(app: ZodApp, db: Db, config: AppConfig, kind: DocumentKind): void {
  const { pdf, email } = DOCUMENT_ENDPOINTS[kind];

  app.get(pdf.path, { config: { access: pdf.access }, schema: { params: idParam } }, async (request, reply) => {
    // No side effects: a certificate is issued on purpose (POST .../certificate), never by a download.
    const row = await findVisibleCheck(db, currentUser(request), request.params.id);
    const doc = await renderDocument(db, config, row, kind, publicOrigin(config, request));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${doc.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Length', doc.pdf.byteLength)
      .send(inSlices(doc.pdf));
  });

  // The product's singular path (docs/product.md#email).
  app.post(
    email.path,
    { config: { access: email.access }, schema: { params: idParam, body: emailPdfBody, response: { 200: emailPdfResponse } } },
    async (request) => {
      const me = currentUser(request);
      const row = await findVisibleCheck(db, me, request.params.id);
      await emailDocument(db, config, me, row, kind, request.body, publicOrigin(config, request));
      return { ok: true as const, clientEmail: request.body.clientEmail, officeEmail: request.body.officeEmail };
    },
  );
}
