import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, emailLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { freePort } from '../../../reliability/support/ports';
import { registered } from '../../test/factories';
import { insertCheck } from './test-fixtures';
import { pdfAttachment, startTestSmtp } from '../../test/test-smtp';

/**
 * A document email where a recipient fails (docs/product.md#email): every attempt is
 * recorded, the answer names who did not receive it, and the others still get theirs.
 * The test SMTP server refuses any address starting with "reject".
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let plumber: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Reports <reports@bayside.example>' });
  [plumber, manager] = await Promise.all([registered(t.app, 'Plumber'), registered(t.app, 'Management')]);
  await t.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const emailUrl = (id: number, kind: 'client-report' | 'certificate') => `/api/flood-prevention-check/${id}/email-pdf-${kind}`;
type HistoryEntry = { document: string; recipients: string[]; status: string; error: string | null };
const history = async (checkId: number) =>
  ((await manager.client.get(`/api/flood-prevention-checks/${checkId}/emails`)).json() as HistoryEntry[]).map((e) => [
    e.recipients[0],
    e.status,
    e.error !== null,
  ]);

describe('a document email where one recipient fails', () => {
  it('refused client: 502 naming the client, the office still gets the report, both attempts in the history', async () => {
    const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'reject.client@example.com' });
    const before = smtp.received.length;
    const res = await plumber.client.post(emailUrl(check.id, 'client-report'), {
      clientEmail: 'reject.client@example.com',
      officeEmail: 'office@bayside.example',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'email_failed' });
    expect(res.json().message).toContain('reject.client@example.com');
    expect(res.json().message).not.toContain('office@bayside.example');
    const delivered = smtp.received.slice(before);
    expect(delivered.map((m) => m.to)).toEqual([['office@bayside.example']]);
    expect(pdfAttachment(delivered[0]!.raw)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await history(check.id)).sort()).toEqual([
      ['office@bayside.example', 'sent', false],
      ['reject.client@example.com', 'failed', true],
    ]);
  });

  it('refused office copy of a certificate: 502 naming the office, the client still gets it, both attempts recorded', async () => {
    await t.db.update(companySettings).set({ officeEmail: 'reject.office@bayside.example' });
    try {
      const check = await insertCheck(t.db, plumber.user.id, { clientEmail: 'occupier@example.com' });
      // Only an issued certificate is emailed (docs/product.md#certificates).
      expect((await plumber.client.post(`/api/flood-prevention-checks/${check.id}/certificate`, {})).statusCode).toBe(200);
      const before = smtp.received.length;
      const res = await plumber.client.post(emailUrl(check.id, 'certificate'), {
        clientEmail: 'occupier@example.com',
        officeEmail: 'reject.office@bayside.example',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('reject.office@bayside.example');
      expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['occupier@example.com']]);
      const log = await t.db.select().from(emailLog).where(eq(emailLog.floodPreventionCheckId, check.id));
      expect(log.map((l) => [l.document, l.recipients[0], l.status]).sort()).toEqual([
        ['certificate', 'occupier@example.com', 'sent'],
        ['certificate', 'reject.office@bayside.example', 'failed'],
      ]);
      expect(log.find((l) => l.status === 'failed')!.error).toMatch(/550|Mailbox unavailable/);
    } finally {
      await t.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
    }
  });

  it('mail server down: 502 naming both, and both attempts recorded as failed with the reason', async () => {
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_FROM: 'reports@bayside.example' });
    try {
      const author = await registered(down.app, 'Plumber');
      await down.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
      const check = await insertCheck(down.db, author.user.id, { clientEmail: 'client@example.com' });
      const res = await author.client.post(emailUrl(check.id, 'client-report'), { clientEmail: 'client@example.com', officeEmail: 'office@bayside.example' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('client@example.com and office@bayside.example');
      const log = await down.db.select().from(emailLog).where(eq(emailLog.floodPreventionCheckId, check.id));
      expect(log.map((l) => [l.recipients[0], l.status]).sort()).toEqual([
        ['client@example.com', 'failed'],
        ['office@bayside.example', 'failed'],
      ]);
      for (const l of log) expect(l.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
