import { idParam } from '../../../core/contracts/common';
import {
  certificateEndpoints,
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
    certificateEndpoints.issue.path,
    { config: { access: certificateEndpoints.issue.access }, schema: { params: idParam, body: issueCertificateBody, response: { 200: certificateRecord } } },
    async (request) => issueCertificate(db, config, currentUser(request), request.params.id, publicOrigin(config, request)),
  );

  app.post(
    certificateEndpoints.void.path,
    { config: { access: certificateEndpoints.void.access }, schema: { params: idParam, body: voidCertificateBody, response: { 200: certificateRecord } } },
    async (request) => voidCertificate(db, currentUser(request), request.params.id, request.body.reason, publicOrigin(config, request)),
  );

  app.get(
    certificateEndpoints.list.path,
    { config: { access: certificateEndpoints.list.access }, schema: { params: idParam, response: { 200: certificateList } } },
    async (request) => certificatesOf(db, currentUser(request), request.params.id, publicOrigin(config, request)),
  );

  // Public: anyone holding the certificate may confirm it, without an account.
  app.get(
    certificateEndpoints.verify.path,
    { config: { access: certificateEndpoints.verify.access }, schema: { params: verifyCodeParam, response: { 200: certificateVerification } } },
    async (request, reply) => {
      await limitVerificationsFrom(db, request.ip);
      reply.header('Cache-Control', 'no-store');
      return verifyCertificate(db, request.params.code);
    },
  );
};
