import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '../../../core/limits';
import { daysBetween, reminderStage, todayInZone } from '../../../core/rules/licence';
import type { AppContext } from '../../context';
import { getSettings } from '../../db/company-settings';
import { licenceReminders, users } from '../../db/schema';
import { claimDailyRun, finishDailyRun } from '../../lib/daily-jobs';
import { mailConfigured, sendMail } from '../../lib/mailer';

export const REMINDER_JOB = 'licence-reminders';

/** What a run did, for the log. */
export interface ReminderRun {
  ran: boolean;
  sent: number;
  failed: number;
}

/**
 * The daily licence reminder job (docs/product.md#licences), called at start and hourly by every server
 * process: the first call of a calendar day (APP_TIMEZONE) to claim the day in the database
 * runs it, every other returns at once. Each reminder (licence expiry date and stage) is
 * recorded before its mail goes, under a unique key, so it is sent once even if two runs
 * overlapped; a mail that fails is un-recorded, to go with the next day's run while its
 * stage is still due. Without mail settings nothing runs: the bell still shows the licence.
 */
export async function runLicenceReminders({ db, config }: AppContext, now: Date = new Date()): Promise<ReminderRun> {
  const result: ReminderRun = { ran: false, sent: 0, failed: 0 };
  if (!mailConfigured(config)) return result;
  const today = todayInZone(config.timeZone, now);
  if (!(await claimDailyRun(db, REMINDER_JOB, today))) return result;
  result.ran = true;
  try {
    const due = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, expiry: users.licenseExpiryDate, number: users.plumbingLicenseNumber })
      .from(users)
      .where(
        and(
          eq(users.profileCompleted, true),
          isNull(users.removedAt),
          isNotNull(users.licenseExpiryDate),
          sql`${users.licenseExpiryDate} BETWEEN ${today}::date AND ${today}::date + ${Math.max(...LIMITS.licenceReminderDays)}::int`,
        ),
      );
    const office = (await getSettings(db)).officeEmail.trim();
    for (const person of due) {
      const daysLeft = daysBetween(today, person.expiry!);
      const stage = reminderStage(daysLeft);
      if (stage === null) continue;
      const recipients = [...new Set([person.email, office].filter(Boolean))];
      const [claimed] = await db
        .insert(licenceReminders)
        .values({ userId: person.id, expiryDate: person.expiry!, daysBefore: stage, recipients })
        .onConflictDoNothing()
        .returning({ id: licenceReminders.id });
      if (!claimed) continue;
      try {
        await sendMail(config, reminderMail(recipients, person.firstName, person.number, person.expiry!, daysLeft, Boolean(office)));
        result.sent++;
      } catch {
        await db.delete(licenceReminders).where(eq(licenceReminders.id, claimed.id));
        result.failed++;
      }
    }
  } finally {
    await finishDailyRun(db, REMINDER_JOB, today);
  }
  return result;
}

function reminderMail(to: string[], firstName: string | null, number: string | null, expiry: string, daysLeft: number, toOffice: boolean) {
  const [y, m, d] = expiry.split('-');
  const when = daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}, on ${d}/${m}/${y}`;
  return {
    to,
    subject: daysLeft === 0 ? 'Your plumbing licence expires today' : `Your plumbing licence expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
    text: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      '',
      `Your plumbing licence${number ? ` (${number})` : ''} expires ${when}.`,
      'Renew it with the regulator, then open My Profile in the staff app and enter the new expiry date (and a photo of the new licence): the reminder stops and the office sees the new date.',
      ...(toOffice ? ['', 'This reminder also went to the office.'] : []),
    ].join('\n'),
  };
}
