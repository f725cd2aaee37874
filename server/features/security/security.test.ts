import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

interface Item {
  userId: number;
  userName: string;
  employeeRole: string;
  sessionCount: number;
  canEnd: boolean;
  sessions: Array<{ id: string; ipAddress: string; deviceKind: string; isCurrent: boolean }>;
}

describe('security monitor', () => {
  it('lists live sessions per user and ends one, which signs that browser out', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const phone = new TestClient(t.app, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1' });
    expect((await phone.post('/api/auth/sign-in', { email: plumber.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const res = await manager.client.get('/api/admin/active-sessions');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { activeSessions: Item[] }).activeSessions;
    const mine = items.find((i) => i.userId === plumber.user.id)!;
    expect(mine).toMatchObject({ userName: 'Sam Taylor', employeeRole: 'Plumber', sessionCount: 2 });
    expect(mine.sessions.map((s) => s.deviceKind).sort()).toEqual(['Desktop', 'Mobile']);
    expect(items[0]!.sessionCount).toBeGreaterThanOrEqual(items.at(-1)!.sessionCount);
    expect(items.find((i) => i.userId === manager.user.id)!.sessions[0]!.isCurrent).toBe(true);

    const phoneSession = mine.sessions.find((s) => s.deviceKind === 'Mobile')!;
    expect((await manager.client.delete(`/api/admin/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await plumber.client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await manager.client.delete(`/api/admin/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'session_ended'));
    expect(entry).toMatchObject({ actorId: manager.user.id, targetUserId: plumber.user.id });
  });

  it("lets only the owner end the owner's sessions", async () => {
    const items = ((await manager.client.get('/api/admin/active-sessions')).json() as { activeSessions: Item[] }).activeSessions;
    const ownerItem = items.find((i) => i.userId === owner.user.id)!;
    expect(ownerItem.canEnd).toBe(false);
    expect(items.find((i) => i.userId === manager.user.id)!.canEnd).toBe(true);
    const ownerSession = ownerItem.sessions[0]!;
    expect((await manager.client.delete(`/api/admin/sessions/${ownerSession.id}`)).statusCode).toBe(403);
    expect((await owner.client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('is refused to other roles and validates the session id', async () => {
    const staff = await registered(t.app, 'Office Staff');
    expect((await staff.client.get('/api/admin/active-sessions')).statusCode).toBe(403);
    expect((await manager.client.delete('/api/admin/sessions/not-a-session')).statusCode).toBe(400);
  });
});
