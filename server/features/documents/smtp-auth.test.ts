import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { insertCheck } from './test-fixtures';

/**
 * Mail as a real provider takes it (README: SMTP_URL=smtp://user:pass@host:587): the server
 * offers STARTTLS and accepts AUTH only over TLS and only with the right password. The
 * certificate is made here for "localhost" and trusted through the URL (tls.ca), so the
 * connection is verified, not merely encrypted.
 */
const USER = 'reports@bayside.example';
const PASS = 'app pass: 9#Kq';
const dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-days',
    '2',
    '-keyout',
    'key.pem',
    '-out',
    'cert.pem',
  ],
  { cwd: dir, encoding: 'utf8' },
);
if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr}`);
const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');

interface Delivery {
  to: string[];
  secure: boolean;
  user: unknown;
}
const delivered: Delivery[] = [];
const server = new SMTPServer({
  key,
  cert,
  logger: false,
  authMethods: ['PLAIN', 'LOGIN'],
  // AUTH before STARTTLS is refused ("Must issue a STARTTLS command first").
  allowInsecureAuth: false,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASS) return callback(null, { user: auth.username });
    callback(Object.assign(new Error('535 Authentication failed'), { responseCode: 535 }));
  },
  onMailFrom(_address, session, callback) {
    if (!session.user) return callback(Object.assign(new Error('530 Authentication required'), { responseCode: 530 }));
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), secure: session.secure, user: session.user });
      callback();
    });
  },
});

let port: number;
const smtpUrl = (user: string, pass: string) =>
  `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@localhost:${port}/?tls.ca=${encodeURIComponent(cert)}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** An app sending through `url`; emails one client report and answers the status and the log. */
async function sendThrough(url: string): Promise<{ status: number; body: string; t: TestApp }> {
  const t = await createTestApp({ SMTP_URL: url, MAIL_FROM: `Bayside Reports <${USER}>` });
  const plumber = await registered(t.app, 'Plumber');
  await t.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
  const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'client@example.com' });
  const res = await plumber.client.post(`/api/flood-prevention-check/${check.id}/email-pdf-client-report`, {
    clientEmail: 'client@example.com',
    officeEmail: 'office@bayside.example',
  });
  return { status: res.statusCode, body: res.body, t };
}

describe('SMTP_URL smtp://user:pass@host:port with STARTTLS and AUTH', () => {
  it('upgrades to TLS, signs in with the URL’s user and password, and delivers both messages', async () => {
    const before = delivered.length;
    const { status, body, t } = await sendThrough(smtpUrl(USER, PASS));
    try {
      expect(status, body).toBe(200);
      const mine = delivered.slice(before);
      expect(
        mine
          .map((d) => d.to)
          .flat()
          .sort(),
      ).toEqual(['client@example.com', 'office@bayside.example']);
      for (const d of mine) expect(d).toMatchObject({ secure: true, user: USER });
    } finally {
      await t.close();
    }
  });

  it('records and reports a wrong password as a failed send, delivering nothing', async () => {
    const before = delivered.length;
    const { status, body, t } = await sendThrough(smtpUrl(USER, 'not the password'));
    try {
      expect(status).toBe(502);
      expect(JSON.parse(body).message).toContain('client@example.com and office@bayside.example');
      expect(delivered.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
