import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDERS_OFF, type LicenceRegister } from '../../../core/contracts/profile';
import { todayInZone } from '../../../core/rules/licence';
import { companySettings, jobRuns, licenceReminders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { mailText, startTestSmtp } from '../../test/test-smtp';
import { runLicenceReminders } from './reminders';

let t: TestApp;
let plain: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
type Person = Awaited<ReturnType<typeof registered>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  [t, plain] = await Promise.all([createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Staff app <app@bayside.example>' }), createTestApp()]);
  await t.db.update(companySettings).set({ officeEmail: 'office@bayside.example' });
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
  await smtp.close();
});

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('GET /api/licences', () => {
  it('lists every licence with its status for the owner and management; others 403', async () => {
    const today = todayInZone(plain.config.timeZone);
    const owner = await registered(plain.app, 'Owner', {
      licenseNumber: 'N/A for office and management roles',
      plumbingLicenseNumber: '',
      licenseExpiryDate: '',
    });
    const manager = await registered(plain.app, 'Management');
    const office = await registered(plain.app, 'Office Staff');
    const people: Record<string, Person> = {
      valid: await registered(plain.app, 'Plumber', { lastName: 'Valid', licenseExpiryDate: addDays(today, 61) }),
      expiring: await registered(plain.app, 'Plumber', { lastName: 'Expiring', licenseExpiryDate: addDays(today, 60) }),
      expired: await registered(plain.app, 'Plumber', { lastName: 'Expired', licenseExpiryDate: addDays(today, -1) }),
      missing: await registered(plain.app, 'Apprentice', { lastName: 'Missing', plumbingLicenseNumber: '', licenseExpiryDate: '' }),
    };
    expect((await people.valid!.client.get('/api/licences')).statusCode).toBe(403);
    expect((await office.client.get('/api/licences')).statusCode).toBe(403);
    expect((await manager.client.get('/api/licences')).statusCode).toBe(200);
    const res = await owner.client.get('/api/licences');
    expect(res.statusCode).toBe(200);
    const register = res.json<LicenceRegister>();
    expect(register).toMatchObject({ today, remindersEnabled: false });
    for (const [status, person] of Object.entries(people)) {
      expect(register.licences.find((l) => l.userId === person.user.id)?.status, status).toBe(status);
    }
    expect(register.licences.find((l) => l.userId === people.expiring!.user.id)).toMatchObject({ daysLeft: 60, licenceNumber: 'PL-12345', required: true });
    expect(register.licences.find((l) => l.userId === owner.user.id)).toMatchObject({ status: 'missing', required: false });
    // Needing attention first.
    expect(register.licences[0]!.status).toBe('expired');
  });

  it('says whether reminders can go (REMINDERS_OFF is what the screen shows otherwise)', async () => {
    const manager = await registered(t.app, 'Management');
    expect((await manager.client.get('/api/licences')).json<LicenceRegister>().remindersEnabled).toBe(true);
    expect(REMINDERS_OFF).toBe('reminders off: email not configured');
  });
});

describe('licence reminders', () => {
  it('sends each reminder once, to the employee and the office, however many instances run the job', async () => {
    const now = new Date('2026-06-01T09:00:00+10:00');
    const today = todayInZone(t.config.timeZone, now);
    const expiries = { d60: 60, d45: 45, d30: 30, d7: 7, d0: 0, d61: 61, past: -1 };
    const people = Object.fromEntries(
      await Promise.all(
        Object.entries(expiries).map(
          async ([name, days]) => [name, await registered(t.app, 'Plumber', { firstName: name, licenseExpiryDate: addDays(today, days) })] as const,
        ),
      ),
    );
    const before = smtp.received.length;
    // Two instances (two contexts on one database) at once, then again the same day.
    const runs = await Promise.all([runLicenceReminders({ db: t.db, config: t.config }, now), runLicenceReminders({ db: t.db, config: t.config }, now)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(5);
    expect((await runLicenceReminders({ db: t.db, config: t.config }, now)).ran).toBe(false);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(5);
    for (const name of ['d60', 'd45', 'd30', 'd7', 'd0']) {
      const mail = mails.find((m) => m.to.includes(people[name]!.email));
      expect(mail?.to.sort(), name).toEqual([people[name]!.email, 'office@bayside.example'].sort());
    }
    expect(mailText(mails.find((m) => m.to.includes(people.d0!.email))!.raw)).toContain('expires today');
    expect(mailText(mails.find((m) => m.to.includes(people.d30!.email))!.raw)).toContain('expires in 30 days');
    const stages = (await t.db.select().from(licenceReminders)).map((r) => `${r.userId}:${r.daysBefore}`);
    expect(new Set(stages).size).toBe(stages.length);

    // The next day: the 61-day licence reaches its 60-day reminder; nobody else gets another
    // (the 45-day one stays at stage 60, already sent), and the 8-day one is still stage 30.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const next = await runLicenceReminders({ db: t.db, config: t.config }, tomorrow);
    expect(next).toMatchObject({ ran: true, sent: 1 });
    expect(smtp.received.at(-1)!.to).toContain(people.d61!.email);
    expect((await t.db.select().from(jobRuns)).map((r) => r.finishedAt).every(Boolean)).toBe(true);
  });

  it('sends nothing and claims nothing without mail settings', async () => {
    const result = await runLicenceReminders({ db: plain.db, config: plain.config });
    expect(result).toEqual({ ran: false, sent: 0, failed: 0 });
    expect(await plain.db.select().from(jobRuns)).toEqual([]);
  });
});
