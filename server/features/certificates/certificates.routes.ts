import { idParam } from '../../../core/contracts/common';
import {
  certificateList,
  certificateRecord,
  certificateVerification,
  issueCertificateBody,
  verifyCodeParam,
  voidCertificateBody,
} from '../../../core/contracts/certificates';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { publicOrigin } from './certificate-origin';
import { certificatesOf, issueCertificate, verifyCertificate, voidCertificate } from './certificates.service';
import { limitVerificationsFrom } from './verify-limit';

/**
 * Compliance certificates (docs/product.md#certificates): issue on purpose, void with a
 * reason, list a check's certificates, and the public verification by code.
 */
export const certificateRoutes: RegisterRoutes = (app, { db, config }) => {
  app.post(
    '/api/flood-prevention-checks/:id/certificate',
    { config: { access: 'registered' }, schema: { params: idParam, body: issueCertificateBody, response: { 200: certificateRecord } } },
    async (request) => issueCertificate(db, config, currentUser(request), request.params.id, publicOrigin(config, request)),
  );

  app.post(
    '/api/flood-prevention-checks/:id/certificate/void',
    { config: { access: 'registered' }, schema: { params: idParam, body: voidCertificateBody, response: { 200: certificateRecord } } },
    async (request) => voidCertificate(db, currentUser(request), request.params.id, request.body.reason, publicOrigin(config, request)),
  );

  app.get(
    '/api/flood-prevention-checks/:id/certificates',
    { config: { access: 'registered' }, schema: { params: idParam, response: { 200: certificateList } } },
    async (request) => certificatesOf(db, currentUser(request), request.params.id, publicOrigin(config, request)),
  );

  // Public: anyone holding the certificate may confirm it, without an account.
  app.get(
    '/api/certificates/verify/:code',
    { config: { access: 'public' }, schema: { params: verifyCodeParam, response: { 200: certificateVerification } } },
    async (request, reply) => {
      await limitVerificationsFrom(db, request.ip);
      reply.header('Cache-Control', 'no-store');
      return verifyCertificate(db, request.params.code);
    },
  );
};
