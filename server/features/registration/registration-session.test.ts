import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { buildRegistration, signedUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second browser holding only the given session cookie. */
const holding = (token: string) => {
  const other = new TestClient(t.app);
  other.cookies.set('sid', token);
  return other;
};

describe('registration is a privilege change', () => {
  it('ends the sign-up session and sets a fresh session cookie; the old token no longer works', async () => {
    const { client, email } = await signedUp(t.app);
    const before = client.cookies.get('sid')!;
    expect((await holding(before).get('/api/auth/user')).statusCode).toBe(200);

    const res = await client.post('/api/employee-profile', buildRegistration());
    expect(res.statusCode).toBe(200);
    const after = client.cookies.get('sid')!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.id)).toEqual([sha256(after)]);
    expect((await holding(before).get('/api/auth/user')).statusCode).toBe(401);
    expect((await holding(after).get('/api/auth/user')).json()).toMatchObject({ email, profileCompleted: true });
  });

  it('keeps the session when registration is refused', async () => {
    const { client } = await signedUp(t.app);
    const before = client.cookies.get('sid')!;
    expect((await client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: 'WRONG-CODE' }))).statusCode).toBe(400);
    expect(client.cookies.get('sid')).toBe(before);
    expect((await holding(before).get('/api/auth/user')).statusCode).toBe(200);
  });
});
