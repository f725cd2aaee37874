import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, emailLog, floodPreventionChecks, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { insertCheck, insertPhoto } from './test-fixtures';
import { pdfAttachment, pdfText, startTestSmtp } from '../../test/test-smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, otherPlumber: Person, office: Person, manager: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Reports <reports@bayside.example>' });
  [plumber, otherPlumber, office, manager] = await Promise.all([
    registered(t.app, 'Plumber'),
    registered(t.app, 'Plumber'),
    registered(t.app, 'Office Staff'),
    registered(t.app, 'Management'),
  ]);
  await setOfficeEmail('Office@Bayside.example');
});
const setOfficeEmail = (officeEmail: string) => t.db.update(companySettings).set({ officeEmail });
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const emailUrl = (id: number, kind: 'client-report' | 'certificate') => `/api/flood-prevention-check/${id}/email-pdf-${kind}`;
const logOf = (checkId: number) => t.db.select().from(emailLog).where(eq(emailLog.floodPreventionCheckId, checkId)).orderBy(emailLog.id);

describe('emailing documents', () => {
  it('sends the client report PDF to the client and the office and records both sends', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientName: 'Helen Walsh', clientEmail: 'Helen.Walsh@example.com', initialJobNumber: 'HP-50001' });
    await insertPhoto(t.db, t.config, check.id, 'kitchen');
    const before = smtp.received.length;
    const res = await plumber.client.post(emailUrl(check.id, 'client-report'), {
      clientEmail: 'helen.walsh@example.com',
      officeEmail: 'office@bayside.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, clientEmail: 'helen.walsh@example.com', officeEmail: 'office@bayside.example' });
    const mails = smtp.received.slice(before);
    expect(
      mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['helen.walsh@example.com', 'office@bayside.example']);
    for (const mail of mails) {
      expect(mail.raw).toContain('Flood Prevention Client Report');
      const pdf = pdfAttachment(mail.raw)!;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Helen Walsh');
      expect(text).toContain('HP-50001');
      expect(text).toContain('Install a pressure limiting valve');
    }
    const log = await logOf(check.id);
    expect(log.map((l) => [l.document, l.recipients, l.status, l.sentBy])).toEqual([
      ['client-report', ['helen.walsh@example.com'], 'sent', plumber.user.id],
      ['client-report', ['office@bayside.example'], 'sent', plumber.user.id],
    ]);
    // The report does not issue the certificate.
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(row!.certificateIssued).toBe(false);
    // Owner and management see the log on the check; a plumber may not.
    const seen = await manager.client.get(`/api/flood-prevention-checks/${check.id}/emails`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toHaveLength(2);
    expect(seen.json()[0]).toMatchObject({ document: 'client-report', status: 'sent', error: null });
    expect((await plumber.client.get(`/api/flood-prevention-checks/${check.id}/emails`)).statusCode).toBe(403);
  });

  it('emails the certificate only once issued (409 before, nothing sent); sending does not issue it, and the history names the recipients', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'owner.occupier@example.com', initialJobNumber: 'HP-50002' });
    const body = { clientEmail: 'owner.occupier@example.com', officeEmail: 'office@bayside.example' };
    const before = smtp.received.length;
    const early = await office.client.post(emailUrl(check.id, 'certificate'), body);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('certificate_not_issued');
    expect(smtp.received.length).toBe(before);
    const [unchanged] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(unchanged!.certificateIssued).toBe(false);

    const issued = await plumber.client.post(`/api/flood-prevention-checks/${check.id}/certificate`, {});
    expect(issued.statusCode).toBe(200);
    const res = await office.client.post(emailUrl(check.id, 'certificate'), body);
    expect(res.statusCode).toBe(200);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    const text = await pdfText(pdfAttachment(mails[0]!.raw)!);
    expect(text).toContain('Compliance statement');
    expect(text).toContain(issued.json().certificateNumber);
    const history = (await plumber.client.get(`/api/flood-prevention-checks/${check.id}/history`)).json() as Array<{ type: string; details: unknown }>;
    expect(history.at(-1)).toMatchObject({
      type: 'emailed',
      details: { document: 'certificate', recipients: ['owner.occupier@example.com', 'office@bayside.example'] },
    });
  });

  it('refuses to email a voided certificate (410 certificate_void): nothing sent, logged or added to the history', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'void.case@example.com', initialJobNumber: 'HP-50003' });
    const url = `/api/flood-prevention-checks/${check.id}/certificate`;
    const issued = (await plumber.client.post(url, {})).json();
    expect((await manager.client.post(`${url}/void`, { reason: 'Inspection date was wrong' })).statusCode).toBe(200);
    const history = (await plumber.client.get(`/api/flood-prevention-checks/${check.id}/history`)).json();
    const before = smtp.received.length;
    const res = await office.client.post(emailUrl(check.id, 'certificate'), { clientEmail: 'void.case@example.com', officeEmail: 'office@bayside.example' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'certificate_void' });
    expect(res.json().message).toContain(issued.certificateNumber);
    expect(smtp.received.length).toBe(before);
    expect(await logOf(check.id)).toHaveLength(0);
    expect((await plumber.client.get(`/api/flood-prevention-checks/${check.id}/history`)).json()).toEqual(history);
  });

  it('refuses invalid addresses and a client address other than the check\u2019s, sending nothing', async () => {
    const check = await insertCheck(t.db, plumber.user.id);
    const before = smtp.received.length;
    const bad = await plumber.client.post(emailUrl(check.id, 'client-report'), { clientEmail: 'not-an-email', officeEmail: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ clientEmail: 'Valid client email address is required', officeEmail: 'Office email is required' });
    const other = await plumber.client.post(emailUrl(check.id, 'client-report'), {
      clientEmail: 'someone.else@example.com',
      officeEmail: 'office@bayside.example',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ clientEmail: 'Client email must be the email recorded on the check' });
    expect(smtp.received.length).toBe(before);
    expect(await logOf(check.id)).toHaveLength(0);
  });

  it('sends the office copy only to the office email in Settings or a registered staff member, never to any other address', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'kim.lee@example.com' });
    const before = smtp.received.length;
    for (const officeEmail of ['attacker@example.net', 'office@bayside.example.net', 'kim.lee@example.com']) {
      const res = await plumber.client.post(emailUrl(check.id, 'client-report'), { clientEmail: 'kim.lee@example.com', officeEmail });
      expect(res.statusCode, officeEmail).toBe(400);
      expect(res.json().fields).toEqual({ officeEmail: "Office email must be the company's office email (Settings) or a staff member's email" });
    }
    expect(smtp.received.length).toBe(before);
    expect(await logOf(check.id)).toHaveLength(0);

    // A staff member's own address (any case) is the office too.
    const res = await plumber.client.post(emailUrl(check.id, 'client-report'), {
      clientEmail: 'kim.lee@example.com',
      officeEmail: manager.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(
      smtp.received
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['kim.lee@example.com', manager.email].sort());

    // A removed employee is no longer staff.
    await t.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, otherPlumber.user.id));
    try {
      const removed = await plumber.client.post(emailUrl(check.id, 'client-report'), { clientEmail: 'kim.lee@example.com', officeEmail: otherPlumber.email });
      expect(removed.statusCode).toBe(400);
    } finally {
      await t.db.update(users).set({ removedAt: null }).where(eq(users.id, otherPlumber.user.id));
    }
  });

  it('records a refused recipient as failed and says so', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'client.ok@example.com' });
    // The test SMTP server refuses addresses starting with "reject": make that the office's.
    await setOfficeEmail('reject@bayside.example');
    const res = await plumber.client
      .post(emailUrl(check.id, 'client-report'), { clientEmail: 'client.ok@example.com', officeEmail: 'reject@bayside.example' })
      .finally(() => setOfficeEmail('office@bayside.example'));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('reject@bayside.example');
    const log = await logOf(check.id);
    expect(log.map((l) => l.status).sort()).toEqual(['failed', 'sent']);
    expect(log.find((l) => l.status === 'failed')!.error).toBeTruthy();
  });

  it('hides another plumber\u2019s check from email (404) and sends nothing', async () => {
    const check = await insertCheck(t.db, plumber.user.id);
    const before = smtp.received.length;
    const res = await otherPlumber.client.post(emailUrl(check.id, 'certificate'), { clientEmail: check.clientEmail, officeEmail: 'office@bayside.example' });
    expect(res.statusCode).toBe(404);
    expect(smtp.received.length).toBe(before);
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(row!.certificateIssued).toBe(false);
  });

  it('answers 503 "Email service not configured" when SMTP is not set, and sends nothing', async () => {
    const check = await insertCheck(t.db, plumber.user.id);
    // The routes read the configuration per request; unset it for this one call.
    const saved = t.config.smtpUrl;
    t.config.smtpUrl = undefined;
    try {
      const res = await plumber.client.post(emailUrl(check.id, 'certificate'), { clientEmail: check.clientEmail, officeEmail: 'office@bayside.example' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('Email service not configured');
    } finally {
      t.config.smtpUrl = saved;
    }
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(row!.certificateIssued).toBe(false);
  });
});
