import { z } from 'zod';
import { LIMITS } from '../limits';
import { noteProblem } from '../rules/plain-text';
import { endpoint, type Endpoint } from './endpoint';

/** The two documents made from a check. */
export const DOCUMENT_KINDS = ['client-report', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Each document's name in a sentence ("Client report emailed to ..."). */
export const DOCUMENT_NAMES: Record<DocumentKind, string> = { 'client-report': 'Client report', certificate: 'Compliance certificate' };

/** Message the server answers with when SMTP is not configured; the web matches on it (docs/product.md#email). */
export const EMAIL_NOT_CONFIGURED = 'Email service not configured';

/**
 * The office copy goes only to the company: the office email in Settings or a registered staff
 * member's own email (security finding: a free address let anyone who can see a check mail a
 * client's report, with their name, address and photos, anywhere through the company's SMTP).
 */
export const OFFICE_EMAIL_NOT_COMPANY = "Office email must be the company's office email (Settings) or a staff member's email";

export const EMAIL_MESSAGE_TOO_LONG = `The message can be at most ${LIMITS.emailMessageMax} characters`;
export const EMAIL_MESSAGE_NO_LINKS = 'The message cannot contain links or web addresses (http, www., example.com). Please write it as plain text.';
export const EMAIL_MESSAGE_NOT_PLAIN = 'The message must be plain text, without HTML tags or hidden characters.';

/** The optional note to the client, shown in the email text: plain text, no links (docs/product.md#documents). */
export const emailMessage = z
  .string()
  .trim()
  .max(LIMITS.emailMessageMax, EMAIL_MESSAGE_TOO_LONG)
  .superRefine((text, ctx) => {
    const problem = noteProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'link' ? EMAIL_MESSAGE_NO_LINKS : EMAIL_MESSAGE_NOT_PLAIN });
  });

/** POST /api/flood-prevention-check/{id}/email-pdf-*: both addresses receive the PDF. */
export const emailPdfBody = z.object({
  clientEmail: z.string({ error: 'Client email is required' }).trim().toLowerCase().max(254).pipe(z.email('Valid client email address is required')),
  officeEmail: z
    .string({ error: 'Office email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Office email is required')
    .max(254)
    .pipe(z.email('Valid office email address is required')),
  message: emailMessage.optional(),
});
export type EmailPdfBody = z.infer<typeof emailPdfBody>;

export const emailPdfResponse = z.object({
  ok: z.literal(true),
  clientEmail: z.string(),
  officeEmail: z.string(),
});

/** One recorded send (docs/product.md#email: nothing fails unseen). */
export const emailLogEntry = z.object({
  id: z.number(),
  document: z.string(),
  recipients: z.array(z.string()),
  status: z.string(),
  error: z.string().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntry>;

/** A check's two documents as PDF and by email (the product's singular path, docs/product.md#email), and its email log. */
export const documentEndpoints = {
  emails: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/emails', access: 'manageEmployees' }),
  clientReportPdf: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/client-report.pdf', access: 'registered' }),
  certificatePdf: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/certificate.pdf', access: 'registered' }),
  emailClientReport: endpoint({ method: 'POST', path: '/api/flood-prevention-check/:id/email-pdf-client-report', access: 'registered' }),
  emailCertificate: endpoint({ method: 'POST', path: '/api/flood-prevention-check/:id/email-pdf-certificate', access: 'registered' }),
};

/** Each document's PDF download and email endpoints. */
export const DOCUMENT_ENDPOINTS: Record<DocumentKind, { pdf: Endpoint; email: Endpoint }> = {
  'client-report': { pdf: documentEndpoints.clientReportPdf, email: documentEndpoints.emailClientReport },
  certificate: { pdf: documentEndpoints.certificatePdf, email: documentEndpoints.emailCertificate },
};
