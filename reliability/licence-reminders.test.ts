import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '../core/rules/licence';
import { DEFAULT_TIME_ZONE } from '../core/contracts/settings';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { startTestSmtp } from '../server/test/test-smtp';
import { registerEmployee } from './support/accounts';
import { freePorts } from './support/ports';
import { freshDatabase } from './support/postgres';

/**
 * Licence reminders with two server processes on one PostgreSQL (docs/product.md#licences): both run the
 * daily job at start, at the same moment; the day is claimed in the database, so each
 * reminder is mailed once.
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let sql: pg.Client;
const servers: ServerProcess[] = [];

function inDays(n: number): string {
  const d = new Date(`${todayInZone(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  db = await freshDatabase();
  smtp = await startTestSmtp();
  sql = new pg.Client({ connectionString: db.url });
  const [port0, portA, portB] = await freePorts(3);
  // A first process migrates and seeds; staff register through it; it stops.
  const first = await startServerProcess({ port: port0!, env: { DATABASE_URL: db.url } });
  const people = [await registerEmployee(first.url), await registerEmployee(first.url), await registerEmployee(first.url), await registerEmployee(first.url)];
  await first.stop();
  await sql.connect();
  const expiries = [inDays(7), inDays(30), inDays(0), inDays(200)];
  for (const [i, p] of people.entries()) await sql.query('UPDATE users SET license_expiry_date = $1 WHERE id = $2', [expiries[i], p.id]);
  await sql.query(`UPDATE company_settings SET office_email = 'office@bayside.example'`);
  // Two instances with mail start together: each runs the reminder job at start.
  const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, MAIL_FROM: 'Staff app <app@bayside.example>' };
  servers.push(...(await Promise.all([startServerProcess({ port: portA!, env }), startServerProcess({ port: portB!, env })])));
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await sql?.end();
  await smtp?.close();
  await db?.drop();
});

describe('licence reminders with two instances', () => {
  it('sends each due reminder once, to the employee and the office', async () => {
    // The job runs after the processes start listening: wait until the day's run has finished.
    await expect
      .poll(async () => (await sql.query<{ done: boolean }>(`SELECT finished_at IS NOT NULL AS done FROM job_runs WHERE job = 'licence-reminders'`)).rows, {
        timeout: 20_000,
      })
      .toEqual([{ done: true }]);
    const reminders = (await sql.query<{ user_id: number; days_before: number }>('SELECT user_id, days_before FROM licence_reminders ORDER BY days_before'))
      .rows;
    expect(reminders.map((r) => r.days_before)).toEqual([0, 7, 30]);
    expect(smtp.received).toHaveLength(3);
    for (const mail of smtp.received) expect(mail.to).toContain('office@bayside.example');
  });
});
