import { z } from 'zod';

/** The two documents made from a check. */
export const DOCUMENT_KINDS = ['client-report', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Message the server answers with when SMTP is not configured; the web matches on it (spec part 2 §8). */
export const EMAIL_NOT_CONFIGURED = 'Email service not configured';

/**
 * The office copy goes only to the company: the office email in Settings or a registered staff
 * member's own email (security finding: a free address let anyone who can see a check mail a
 * client's report, with their name, address and photos, anywhere through the company's SMTP).
 */
export const OFFICE_EMAIL_NOT_COMPANY = "Office email must be the company's office email (Settings) or a staff member's email";

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
});
export type EmailPdfBody = z.infer<typeof emailPdfBody>;

export const emailPdfResponse = z.object({
  ok: z.literal(true),
  clientEmail: z.string(),
  officeEmail: z.string(),
});

/** One recorded send (DECISIONS §7: nothing fails unseen). */
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
