import { REPORT_WORDING as W } from '../../../core/content/report-wording';
import { OFFICE_EMAIL_NOT_COMPANY, type DocumentKind, type EmailPdfBody } from '../../../core/contracts/documents';
import { formatAddress } from '../../../core/rules/address';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import type { UserRow } from '../../auth/session';
import { recordCheckEvent, type CheckRow } from '../flood-checks/public';
import { isCompanyAddress, recordEmail } from './documents.repo';
import { limitEmailSends } from './email-limit';
import { issuedCertificateOf, renderDocument, type RenderedDocument } from './documents.service';
import { mailSettings, sendMail } from '../../lib/mailer';

/** The sender's note to the client (plain text, checked by the contract), as a paragraph of the email. */
function note(sender: UserRow, text: string | undefined, to: 'client' | 'office'): string {
  if (!text) return '';
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ') || sender.email;
  return to === 'client' ? `\n\nMessage from ${name}:\n${text}` : `\n\nMessage sent to the client by ${name}:\n${text}`;
}

function message(doc: RenderedDocument, to: 'client' | 'office', clientEmail: string, extra: string): { subject: string; text: string } {
  const { record, company } = doc;
  const title = doc.kind === 'certificate' ? W.certificateTitle : W.reportTitle;
  const address = formatAddress(record);
  const subject = `${title} - ${address} (job ${record.initialJobNumber})`;
  const signOff = [`Kind regards,`, company.businessName, company.officeEmail].filter(Boolean).join('\n');
  if (to === 'office') {
    return {
      subject,
      text: `Office copy: the attached ${title.toLowerCase()} for ${record.clientName}, ${address}, was sent to ${clientEmail}.${extra}\n\n${signOff}`,
    };
  }
  const body =
    doc.kind === 'certificate'
      ? 'Please find attached the compliance certificate for your property. Keep it with your home and insurance records.'
      : `Please find attached the report of your flood prevention inspection.\n\n${W.quote}`;
  return { subject, text: `Dear ${record.clientName},\n\n${body}${extra}\n\n${signOff}` };
}

/**
 * Sends a document's PDF to the client and to the office, one message each, with the
 * sender's optional note, and records every attempt in email_log and what was sent to whom
 * in the check's history. A certificate is sent only once issued (409 before; sending does
 * not issue it). Each send counts against the sender's hourly limit.
 */
export async function emailDocument(
  db: Db,
  config: AppConfig,
  actor: UserRow,
  row: CheckRow,
  kind: DocumentKind,
  body: EmailPdfBody,
  origin: string,
): Promise<void> {
  mailSettings(config);
  if (kind === 'certificate') await issuedCertificateOf(db, row, origin);
  // The report goes to the client on the check, never to an address typed into the request.
  if (body.clientEmail !== row.clientEmail.trim().toLowerCase()) throw fieldError('clientEmail', 'Client email must be the email recorded on the check');
  if (!(await isCompanyAddress(db, body.officeEmail))) throw fieldError('officeEmail', OFFICE_EMAIL_NOT_COMPANY);
  await limitEmailSends(db, actor.id);
  const doc = await renderDocument(db, config, row, kind, origin);
  const targets: Array<{ to: string; who: 'client' | 'office' }> = [{ to: body.clientEmail, who: 'client' }];
  if (body.officeEmail !== body.clientEmail) targets.push({ to: body.officeEmail, who: 'office' });
  const results = await Promise.allSettled(
    targets.map((t) =>
      sendMail(config, {
        to: t.to,
        ...message(doc, t.who, body.clientEmail, note(actor, body.message, t.who)),
        attachment: { filename: doc.fileName, content: doc.pdf },
      }),
    ),
  );
  const failed: string[] = [];
  const sent: string[] = [];
  await db.transaction(async (tx) => {
    for (const [i, r] of results.entries()) {
      const to = targets[i]!.to;
      (r.status === 'rejected' ? failed : sent).push(to);
      const error = r.status === 'rejected' ? String((r.reason as Error)?.message ?? r.reason).slice(0, 500) : null;
      await recordEmail(tx, { checkId: row.id, document: kind, recipients: [to], status: error ? 'failed' : 'sent', error, sentBy: actor.id });
    }
    if (sent.length) await recordCheckEvent(tx, { checkId: row.id, actorId: actor.id, type: 'emailed', details: { document: kind, recipients: sent } });
  });
  if (failed.length)
    throw new AppError(
      502,
      'email_failed',
      `The email could not be sent to ${failed.join(' and ')}. The failure has been recorded; please check the email settings and try again.`,
    );
}
