import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/limits';
import { sessions, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedUp } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sessionOf(email: string) {
  const [row] = await t.db.select({ session: sessions }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
  return row!.session;
}

async function setLastActivity(id: string, secondsAgo: number): Promise<Date> {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await t.db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, id));
  return at;
}

describe('session last activity (issue 9: at most one write a minute per session)', () => {
  it('leaves last activity alone within the minute and writes it once the minute has passed', async () => {
    const { client, email } = await signedUp(t.app);
    const session = await sessionOf(email);

    const recent = await setLastActivity(session.id, LIMITS.sessionTouchSeconds - 10);
    for (let i = 0; i < 5; i++) expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await sessionOf(email)).lastActivityAt.getTime()).toBe(recent.getTime());

    await setLastActivity(session.id, LIMITS.sessionTouchSeconds + 1);
    const before = Date.now();
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    const touched = (await sessionOf(email)).lastActivityAt.getTime();
    expect(touched).toBeGreaterThanOrEqual(before - 1000);

    // The fresh write starts a new minute: the next reads write nothing.
    for (let i = 0; i < 5; i++) await client.get('/api/auth/user');
    expect((await sessionOf(email)).lastActivityAt.getTime()).toBe(touched);
  });
});

describe('session expiry (DECISIONS §1)', () => {
  const DAY_S = 86_400;

  it('keeps a session one minute short of the idle limit and ends it at the limit, deleting the row', async () => {
    const { client, email } = await signedUp(t.app);
    const session = await sessionOf(email);
    await setLastActivity(session.id, LIMITS.sessionIdleDays * DAY_S - 60);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    await setLastActivity(session.id, LIMITS.sessionIdleDays * DAY_S + 1);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('ends a session at its absolute expiry however recently it was used', async () => {
    const { client, email } = await signedUp(t.app);
    const session = await sessionOf(email);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastActivityAt: new Date() })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });
});
