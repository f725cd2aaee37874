import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback for tests: records every message it accepts and refuses
 * any recipient whose address starts with "reject". Port 0 picks a free port; the e2e suite
 * names one, because its server (scripts/e2e-server.mjs) is started with a fixed SMTP_URL.
 */
export async function startTestSmtp({ port = 0, closeTimeout }: { port?: number; closeTimeout?: number } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout, // undefined: smtp-server's own (30 s)
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) return callback(new Error('550 Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${address.port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The base64 PDF attachment of a raw message, decoded. */
export function pdfAttachment(raw: string): Buffer | null {
  const match = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64') : null;
}

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin!.end(pdf);
  });
}

/**
 * The text/plain part of a raw message, decoded (nodemailer sends it quoted-printable or
 * base64 when it must), with \n line ends. A mail without attachments is a single part.
 */
export function mailText(raw: string): string {
  let encoding = '7bit';
  let body = '';
  if (!/Content-Type: multipart/i.test(raw)) {
    const end = raw.search(/\r?\n\r?\n/);
    encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(raw.slice(0, end))?.[1] ?? encoding;
    body = raw.slice(end).replace(/^\r?\n\r?\n/, '');
  } else {
    const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:Content-Transfer-Encoding: ([\w-]+)\r?\n)?(?:[^\r\n]+\r?\n)*\r?\n([^]*?)\r?\n(?:--|$)/i.exec(raw);
    if (!match) return '';
    [, encoding = '7bit', body = ''] = match;
  }
  let text = body;
  if (/base64/i.test(encoding)) text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return text.replace(/\r\n/g, '\n');
}
