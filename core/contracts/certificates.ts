import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Compliance certificates of flood checks (docs/product.md#certificates): issuing,
 * voiding, the list of a check's certificates, its history and the public verification.
 */

/** 409 code of a certificate PDF or email asked for before the certificate is issued. */
export const CERTIFICATE_NOT_ISSUED_CODE = 'certificate_not_issued';
/** 410 code of a certificate PDF whose certificate was voided (and not reissued). */
export const CERTIFICATE_VOID_CODE = 'certificate_void';
/** 409 code of an issue refused because the inspector has no plumbing licence number on their profile. */
export const INSPECTOR_LICENCE_MISSING_CODE = 'inspector_licence_missing';

export const VOID_REASON_MIN = 10;
export const VOID_REASON_MAX = 500;

/** POST /api/flood-prevention-checks/{id}/certificate: nothing to send; unknown keys are refused. */
export const issueCertificateBody = z.object({}).strict();

/** POST /api/flood-prevention-checks/{id}/certificate/void. */
export const voidCertificateBody = z.object({
  reason: z
    .string({ error: 'Give the reason for voiding the certificate' })
    .trim()
    .min(VOID_REASON_MIN, `The reason must be at least ${VOID_REASON_MIN} characters`)
    .max(VOID_REASON_MAX, `The reason can be at most ${VOID_REASON_MAX} characters`),
});
export type VoidCertificateBody = z.infer<typeof voidCertificateBody>;

export const CERTIFICATE_STATUSES = ['valid', 'void'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * The company as a certificate prints it: Settings' letterhead as it was at issue, kept on the
 * certificate so a later change in Settings changes no issued certificate (issue 19 §3).
 */
export const certificateCompany = z.object({ businessName: z.string(), licenceNumber: z.string(), abn: z.string(), officeEmail: z.string() });
export type CertificateCompany = z.infer<typeof certificateCompany>;

/** One certificate of a check, as its author and the office see it. */
export const certificateRecord = z.object({
  id: z.number(),
  checkId: z.number(),
  certificateNumber: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  certificateIssuedAt: z.string(),
  issuedById: z.number().nullable(),
  issuedByName: z.string().nullable(),
  inspectorName: z.string().nullable(),
  inspectorLicenceNumber: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** `{origin}/verify/{code}`, the origin recorded at issue: printed on the certificate, as text and as a QR code. */
  verifyUrl: z.string(),
  company: certificateCompany,
});
export type CertificateRecord = z.infer<typeof certificateRecord>;

/** GET /api/flood-prevention-checks/{id}/certificates: newest first. */
export const certificateList = z.array(certificateRecord);

/** A verification code in a URL: base64url or hex, nothing else reaches the database. */
export const verifyCodeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown verification code') });

/** GET /api/certificates/verify/{code}: only what a buyer or insurer needs, nothing about the client. */
export const certificateVerification = z.object({
  certificateNumber: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  issuedAt: z.string(),
  voidedAt: z.string().nullable(),
  suburb: z.string(),
  postcode: z.string(),
  inspectorName: z.string().nullable(),
  businessName: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

/** What the history of a check records (docs/product.md#history). */
export const CHECK_EVENT_TYPES = [
  'created',
  'updated',
  'photo_added',
  'photo_deleted',
  'caption_changed',
  'certificate_issued',
  'certificate_voided',
  'emailed',
  /** A finding became a follow-up, or one reopened (docs/product.md#follow-ups): details { item }. */
  'follow_up_opened',
  /** A follow-up moved: details { item, from, to, quoteNumber?, amountCents?, note? }. */
  'follow_up_changed',
] as const;
export type CheckEventType = (typeof CHECK_EVENT_TYPES)[number];

/** One row of GET /api/flood-prevention-checks/{id}/history, oldest first. */
export const checkEventRecord = z.object({
  id: z.number(),
  type: z.enum(CHECK_EVENT_TYPES),
  /** ISO time. */
  at: z.string(),
  actorName: z.string().nullable(),
  /**
   * By type: fields (updated); photoId, section and description (photo added, deleted); photoId,
   * section and caption (caption changed); certificateNumber and reason; document and
   * recipients (emailed); item and its move (follow-ups).
   */
  details: z.record(z.string(), z.unknown()),
});
export type CheckEventRecord = z.infer<typeof checkEventRecord>;
export const checkHistory = z.array(checkEventRecord);

/** A check's certificates, its history and the public verification. */
export const certificateEndpoints = {
  issue: endpoint({ method: 'POST', path: '/api/flood-prevention-checks/:id/certificate', access: 'registered' }),
  void: endpoint({ method: 'POST', path: '/api/flood-prevention-checks/:id/certificate/void', access: 'registered' }),
  list: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/certificates', access: 'registered' }),
  history: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/history', access: 'registered' }),
  verify: endpoint({ method: 'GET', path: '/api/certificates/verify/:code', access: 'public' }),
};
