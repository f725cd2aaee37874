import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE_NO_LINKS, EMAIL_MESSAGE_NOT_PLAIN, EMAIL_MESSAGE_TOO_LONG } from '../../../core/contracts/documents';
import { LIMITS } from '../../../core/limits';
import { authThrottle, companySettings, emailLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { insertCheck } from './test-fixtures';
import { mailText, startTestSmtp } from '../../test/test-smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, other: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Reports <reports@bayside.example>' });
  [plumber, other] = await Promise.all([registered(t.app, 'Plumber', { firstName: 'Jamie', lastName: 'Nguyen' }), registered(t.app, 'Plumber')]);
  await t.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = async (who: Person, message?: string) => {
  const check = await insertCheck(t.db, who.user.id, { clientName: 'Helen Walsh', clientEmail: 'helen.walsh@example.com' });
  return who.client.post(`/api/flood-prevention-check/${check.id}/email-pdf-client-report`, {
    clientEmail: 'helen.walsh@example.com',
    officeEmail: 'office@bayside.example',
    ...(message === undefined ? {} : { message }),
  });
};
const emailKey = (who: Person) => `email:${who.user.id}`;
const setCount = (who: Person, failures: number, windowStartedAt = new Date(), lockedUntil: Date | null = null) =>
  t.db
    .insert(authThrottle)
    .values({ key: emailKey(who), failures, windowStartedAt, lockedUntil })
    .onConflictDoUpdate({ target: authThrottle.key, set: { failures, windowStartedAt, lockedUntil } });

describe('the note to the client', () => {
  it('appears in the text of the client email and the office copy, under the sender’s name', async () => {
    const before = smtp.received.length;
    const note = 'Thanks Helen. The valve is set to 480 kPa; call us on 03 9555 0100 with any questions.';
    expect((await send(plumber, `  ${note}  `)).statusCode).toBe(200);
    const mails = smtp.received.slice(before);
    const client = mails.find((m) => m.to[0] === 'helen.walsh@example.com');
    const office = mails.find((m) => m.to[0] === 'office@bayside.example');
    expect(mailText(client!.raw)).toContain(`Message from Jamie Nguyen:\n${note}\n\nKind regards,`);
    expect(mailText(office!.raw)).toContain(`Message sent to the client by Jamie Nguyen:\n${note}`);
    // Without one, the email is as before.
    const plain = smtp.received.length;
    expect((await send(plumber)).statusCode).toBe(200);
    expect(mailText(smtp.received[plain]!.raw)).not.toContain('Message');
  });

  it('refuses links, markup and more than 500 characters with a 400 on message, sending and recording nothing', async () => {
    const cases: Array<[string, string]> = [
      ['Pay online at www.example.com', EMAIL_MESSAGE_NO_LINKS],
      ['see https://example.com/invoice', EMAIL_MESSAGE_NO_LINKS],
      ['details at bayside-plumbing.com.au', EMAIL_MESSAGE_NO_LINKS],
      ['<a href="x">click</a>', EMAIL_MESSAGE_NOT_PLAIN],
      ['x'.repeat(LIMITS.emailMessageMax + 1), EMAIL_MESSAGE_TOO_LONG],
    ];
    const mails = smtp.received.length;
    const logs = (await t.db.select({ id: emailLog.id }).from(emailLog)).length;
    for (const [message, expected] of cases) {
      const res = await send(plumber, message);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { message: expected } });
    }
    expect(smtp.received.length).toBe(mails);
    expect((await t.db.select({ id: emailLog.id }).from(emailLog)).length).toBe(logs);
    expect((await send(plumber, 'y'.repeat(LIMITS.emailMessageMax))).statusCode).toBe(200);
  });
});

describe('the hourly send limit per user', () => {
  it('allows 30 sends an hour, then answers 429 in the one error shape and sends nothing; others are not affected', async () => {
    await setCount(plumber, LIMITS.emailSendsPerHour - 1);
    expect((await send(plumber)).statusCode).toBe(200);
    const mails = smtp.received.length;
    const refused = await send(plumber);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'You have sent 30 report emails in the last hour, the most allowed. Please wait 60 minutes and try again.',
    });
    expect(smtp.received.length).toBe(mails);
    expect((await send(other)).statusCode).toBe(200);
    // An hour later (the clock moved by writing old times) the sender may send again.
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await setCount(plumber, LIMITS.emailSendsPerHour + 1, hourAgo, new Date(Date.now() - 60_000));
    expect((await send(plumber)).statusCode).toBe(200);
  });

  it('lets no more than the limit through a burst of concurrent sends', async () => {
    await setCount(other, LIMITS.emailSendsPerHour - 3);
    const results = await Promise.all(Array.from({ length: 8 }, () => send(other)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const [row] = await t.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, emailKey(other)));
    expect(row!.failures).toBe(LIMITS.emailSendsPerHour + 5);
  });
});
