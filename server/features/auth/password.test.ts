import { desc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_RESET_LINK, PASSWORD_RESET_ACCEPTED, WRONG_CURRENT_PASSWORD } from '../../../core/contracts/account';
import { LIMITS } from '../../../core/limits';
import { auditLog, authThrottle, passwordResetTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered, TEST_OWNER_PIN, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { mailText, startTestSmtp } from '../../test/test-smtp';
import { settleResetMails } from './password.routes';
import { makeOwnerResetLink } from './password-reset.service';
import { sweepSpentResetTokens } from './password-reset.repo';

const ORIGIN = 'http://localhost:80';
const NEW_PASSWORD = 'a brand new passphrase';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Staff app <app@bayside.example>', APP_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// Every request here comes from one address: the per-address reset limit starts afresh per test.
afterEach(async () => {
  vi.useRealTimers();
  await t.db.delete(authThrottle).where(like(authThrottle.key, 'reset-%'));
});

async function signInAgain(email: string, password = TEST_PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/sign-in', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

/** Asks for a reset link for `email` and answers the token mailed to it (the mail is read from the test SMTP server). */
async function mailedToken(email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await new TestClient(t.app).post('/api/auth/password-reset', { email });
  expect(res.statusCode).toBe(202);
  await settleResetMails();
  const mail = smtp.received.slice(before).find((m) => m.to.includes(email));
  expect(mail, 'a reset mail').toBeDefined();
  const link = /http:\/\/localhost:80\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText(mail!.raw));
  expect(link, mailText(mail!.raw)).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('change password (Settings -> Account)', () => {
  it('keeps this session, ends the others, and the new password is the one that signs in', async () => {
    const me = await registered(t.app, 'Plumber');
    const phone = await signInAgain(me.email);
    const res = await me.client.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ otherSessionsEnded: 1 });
    expect((await me.client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/auth/sign-in', { email: me.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    await signInAgain(me.email, NEW_PASSWORD);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password_changed'));
    expect(entry?.targetUserId).toBe(me.user.id);
  });

  it('refuses a short new password and a wrong current one; wrong guesses count toward the lockout', async () => {
    const me = await registered(t.app, 'Apprentice');
    const short = await me.client.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    for (let i = 1; i < LIMITS.lockoutMaxFailures; i++) {
      const wrong = await me.client.post('/api/auth/password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    }
    const last = await me.client.post('/api/auth/password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(last.statusCode).toBe(429);
    // The account is locked for sign-in too, even with the right password.
    expect((await new TestClient(t.app).post('/api/auth/sign-in', { email: me.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    expect((await me.client.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same 202 for a known and an unknown address, and mails only the known one', async () => {
    const me = await registered(t.app, 'Plumber');
    const unknown = uniqueEmail('nobody');
    const before = smtp.received.length;
    const a = await new TestClient(t.app).post('/api/auth/password-reset', { email: me.email });
    const b = await new TestClient(t.app).post('/api/auth/password-reset', { email: unknown });
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual(PASSWORD_RESET_ACCEPTED);
    await settleResetMails();
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[me.email]]);
  });

  it('a mailed link sets the password once, ends every session, and is stored only as a hash', async () => {
    const me = await registered(t.app, 'Plumber');
    const laptop = await signInAgain(me.email);
    const token = await mailedToken(me.email);
    expect(token.length).toBeGreaterThanOrEqual(22); // base64url of >= 128 bits
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, me.user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);

    const confirm = await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(confirm.statusCode, confirm.body).toBe(204);
    expect((await me.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    await signInAgain(me.email, NEW_PASSWORD);

    const again = await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token, newPassword: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fields: { token: INVALID_RESET_LINK } });
    const madeUp = await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token: 'A'.repeat(43), newPassword: NEW_PASSWORD });
    expect(madeUp.statusCode).toBe(400);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, me.user.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset_completed']));
  });

  it('a link expires after 60 minutes (the clock is moved, not the limit)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00+11:00'));
    const me = await registered(t.app, 'Plumber');
    const late = await mailedToken(me.email);
    vi.setSystemTime(new Date('2026-03-02T10:00:01+11:00'));
    expect((await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token: late, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    const inTime = await mailedToken(me.email);
    vi.setSystemTime(new Date('2026-03-02T10:59:00+11:00'));
    expect((await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token: inTime, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('mails one account at most 3 times an hour (still 202), and one address gets 429 after 10 requests', async () => {
    const me = await registered(t.app, 'Plumber');
    const before = smtp.received.length;
    // The documented numbers written out (docs/product.md#passwords), not read back from LIMITS.
    for (let i = 0; i < 4; i++) {
      const res = await new TestClient(t.app).post('/api/auth/password-reset', { email: me.email });
      expect(res.statusCode).toBe(202);
    }
    await settleResetMails();
    expect(smtp.received.slice(before).length).toBe(3);
    // 4 requests so far from this address; 6 more reach its 10, and the 11th is refused.
    for (let i = 0; i < 6; i++) expect((await new TestClient(t.app).post('/api/auth/password-reset', { email: uniqueEmail() })).statusCode).toBe(202);
    expect((await new TestClient(t.app).post('/api/auth/password-reset', { email: uniqueEmail() })).statusCode).toBe(429);
  });
});

describe('a reset link made by the owner or management', () => {
  it('is made with the owner PIN, shown once (no-store), works once and ends the sessions', async () => {
    const owner = await registered(t.app, 'Owner');
    const plumber = await registered(t.app, 'Plumber');
    const wrongPin = await owner.client.post(`/api/employees/${plumber.user.id}/password-reset`, { pin: '000000' });
    expect(wrongPin.statusCode).toBe(403);
    const res = await owner.client.post(`/api/employees/${plumber.user.id}/password-reset`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { resetUrl } = res.json<{ resetUrl: string }>();
    const token = new URL(resetUrl).searchParams.get('token')!;
    expect(new URL(resetUrl).pathname).toBe('/reset-password');
    expect((await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await plumber.client.get('/api/auth/user')).statusCode).toBe(401);
    const [made] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset_link_made'));
    expect(made).toMatchObject({ actorId: owner.user.id, targetUserId: plumber.user.id });
  });

  it('a plumber gets 403; a manager cannot make one for the owner or another manager, but can for office staff', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const office = await registered(t.app, 'Office Staff');
    const manager = await registered(t.app, 'Management');
    const otherManager = await registered(t.app, 'Management');
    expect((await plumber.client.post(`/api/employees/${office.user.id}/password-reset`, { pin: TEST_OWNER_PIN })).statusCode).toBe(403);
    expect((await manager.client.post(`/api/employees/${otherManager.user.id}/password-reset`, { pin: TEST_OWNER_PIN })).statusCode).toBe(403);
    expect((await manager.client.post(`/api/employees/${manager.user.id}/password-reset`, { pin: TEST_OWNER_PIN })).statusCode).toBe(400);
    const ok = await manager.client.post(`/api/employees/${office.user.id}/password-reset`, { pin: TEST_OWNER_PIN });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('npm run reset-owner-password', () => {
  it("prints a one-time link that sets the owner's password and signs the owner out", async () => {
    const [existing] = await t.db.select({ id: users.id }).from(users).where(eq(users.isOwner, true));
    const owner = existing ? null : await registered(t.app, 'Owner');
    const link = await makeOwnerResetLink(t.db, ORIGIN);
    expect(link?.resetUrl).toMatch(/^http:\/\/localhost:80\/reset-password\?token=/);
    const token = new URL(link!.resetUrl).searchParams.get('token')!;
    expect((await new TestClient(t.app).post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
    if (owner) expect((await owner.client.get('/api/auth/user')).statusCode).toBe(401);
    await signInAgain(link!.email, NEW_PASSWORD);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset_completed')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toEqual({ via: 'command' });
  });
});

describe('spent reset links', () => {
  it('are deleted a day after they were made once used or expired; a live one stays', async () => {
    const me = await registered(t.app, 'Plumber');
    const old = new Date(Date.now() - 2 * 86_400_000);
    const rows = await t.db
      .insert(passwordResetTokens)
      .values([
        { tokenHash: sha256('used-old'), userId: me.user.id, via: 'email', expiresAt: new Date(old.getTime() + 3_600_000), usedAt: old, createdAt: old },
        { tokenHash: sha256('expired-old'), userId: me.user.id, via: 'email', expiresAt: new Date(old.getTime() + 3_600_000), createdAt: old },
        { tokenHash: sha256('used-now'), userId: me.user.id, via: 'email', expiresAt: new Date(Date.now() + 3_600_000), usedAt: new Date() },
        { tokenHash: sha256('live'), userId: me.user.id, via: 'email', expiresAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning({ tokenHash: passwordResetTokens.tokenHash });
    expect(rows).toHaveLength(4);
    // Earlier tests' links count too (PGlite's clock followed the moved one there): at least these two.
    expect(await sweepSpentResetTokens(t.db)).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, me.user.id))).map((r) => r.tokenHash).sort();
    expect(left).toEqual([sha256('used-now'), sha256('live')].sort());
  });
});

describe('a reset link is never built from the request', () => {
  it('sends no reset mail without APP_ORIGIN, whatever Host the request names', async () => {
    const bare = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Staff app <app@bayside.example>' });
    try {
      const me = await registered(bare.app, 'Plumber');
      const before = smtp.received.length;
      const res = await new TestClient(bare.app).post(
        '/api/auth/password-reset',
        { email: me.email },
        { headers: { host: 'evil.example', origin: 'http://evil.example' } },
      );
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(PASSWORD_RESET_ACCEPTED);
      await settleResetMails();
      expect(smtp.received.length).toBe(before);
      expect(await bare.db.select().from(passwordResetTokens)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
