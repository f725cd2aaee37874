import type { Transporter } from 'nodemailer';
import { EMAIL_NOT_CONFIGURED } from '../../core/contracts/documents';
import type { AppConfig } from '../config';
import { serviceUnavailable } from './errors';

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  /** A PDF (reports and certificates); account and reminder mails have none. */
  attachment?: { filename: string; content: Buffer };
}

// One pooled transport per SMTP URL (the server's configuration, not the user's). nodemailer
// loads with the first mail, not at every start (docs/performance.md#results, figure 6).
const transports = new Map<string, Promise<Transporter>>();

function transportFor(smtpUrl: string): Promise<Transporter> {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    transports.set(smtpUrl, t);
  }
  return t;
}

/** True when the server can send mail (SMTP_URL and MAIL_FROM set). */
export function mailConfigured(config: AppConfig): boolean {
  return Boolean(config.smtpUrl && config.mailFrom);
}

/** The mail settings, or a 503 naming the missing service (docs/product.md#email). */
export function mailSettings(config: AppConfig): { smtpUrl: string; from: string } {
  if (!config.smtpUrl || !config.mailFrom) throw serviceUnavailable(`${EMAIL_NOT_CONFIGURED}: set SMTP_URL and MAIL_FROM on the server.`);
  return { smtpUrl: config.smtpUrl, from: config.mailFrom };
}

export async function sendMail(config: AppConfig, mail: OutgoingMail): Promise<void> {
  const { smtpUrl, from } = mailSettings(config);
  const transport = await transportFor(smtpUrl);
  await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachment ? [{ filename: mail.attachment.filename, content: mail.attachment.content, contentType: 'application/pdf' }] : [],
  });
}
