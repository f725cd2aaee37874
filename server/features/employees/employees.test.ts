import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../core/limits';
import {
  assessments,
  auditLog,
  blacklistedUsers,
  employeeDevices,
  floodPreventionChecks,
  sessions,
  skillAssessments,
  skills,
  trainingMaterials,
  trainingProgress,
  users,
} from '../../db/schema';
import { verifySecret } from '../../lib/crypto';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered, TEST_OWNER_PIN, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

describe('employee list and statistics', () => {
  it('lists everyone with role, tier and PIN status, never a hash or PIN', async () => {
    const plumber = await registered(t.app, 'Plumber', { firstName: 'Listed' });
    const res = await manager.client.get('/api/employees');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list[0]).toMatchObject({ id: owner.user.id, isOwner: true, role: 'Owner' });
    expect(list.find((e) => e.id === plumber.user.id)).toMatchObject({
      firstName: 'Listed',
      role: 'Plumber',
      profileCompleted: true,
      tierDetails: { name: 'Entry Level' },
      loginPinGeneratedAt: null,
    });
    expect(res.body).not.toMatch(/passwordHash|PinHash|argon2/i);
    expect((await plumber.client.get('/api/employees')).statusCode).toBe(403);
  });

  it("answers the owner's performance statistics from stored records", async () => {
    const res = await owner.client.get(`/api/employees/${owner.user.id}/statistics`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assessmentScore: 0,
      trainingCompletion: 0,
      floodPreventionStats: { totalChecks: 0, completedChecks: 0, certificatesIssued: 0 },
      skillCategoryScores: [],
    });
    expect((await owner.client.get('/api/employees/999999/statistics')).statusCode).toBe(404);

    // With records: the latest completed assessment, completed training and the owner's checks.
    const allSkills = await t.db.select().from(skills);
    const standard = allSkills
      .filter((k) => k.scoring === 'standard' && k.categoryId === allSkills.find((x) => x.scoring === 'standard')!.categoryId)
      .slice(0, 2);
    const [assessment] = await t.db
      .insert(assessments)
      .values({ userId: owner.user.id, status: 'completed', overallScore: 64, completedAt: new Date() })
      .returning();
    await t.db.insert(skillAssessments).values([
      { assessmentId: assessment!.id, skillId: standard[0]!.id, level: 'D', score: 7 },
      { assessmentId: assessment!.id, skillId: standard[1]!.id, level: 'A', score: 0 },
    ]);
    const materials = await t.db.select().from(trainingMaterials).where(eq(trainingMaterials.isActive, true));
    await t.db.insert(trainingProgress).values({ userId: owner.user.id, trainingMaterialId: materials[0]!.id, completed: true, progress: 100 });
    const check = {
      userId: owner.user.id,
      clientName: 'A',
      streetNumber: '1',
      streetName: 'B',
      streetType: 'St',
      suburb: 'C',
      postcode: '3000',
      initialJobNumber: 'J1',
      clientEmail: 'c@example.com',
    };
    await t.db.insert(floodPreventionChecks).values([check, { ...check, status: 'completed' }, { ...check, status: 'completed', certificateIssued: true }]);
    const filled = (await owner.client.get(`/api/employees/${owner.user.id}/statistics`)).json();
    expect(filled).toMatchObject({
      assessmentScore: 64,
      trainingCompletion: Math.round(100 / materials.length),
      floodPreventionStats: { totalChecks: 3, completedChecks: 2, certificatesIssued: 1 },
      skillCategoryScores: [{ averageScore: 50 }],
    });
    expect((await owner.client.get('/api/employees/abc/statistics')).statusCode).toBe(400);
  });
});

describe('login PINs', () => {
  it('generates 6 CSPRNG digits shown once and stores only a hash', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const res = await manager.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(200);
    const { employeeLoginPin } = res.json() as { employeeLoginPin: string };
    expect(employeeLoginPin).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, plumber.user.id));
    expect(row!.employeeLoginPinHash).not.toContain(employeeLoginPin);
    expect(await verifySecret(row!.employeeLoginPinHash, employeeLoginPin)).toBe(true);
    const listed = ((await manager.client.get('/api/employees')).json() as Array<{ id: number; loginPinGeneratedAt: string | null }>).find(
      (e) => e.id === plumber.user.id,
    );
    expect(listed!.loginPinGeneratedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(employeeLoginPin);

    const again = await manager.client.post(`/api/employees/${plumber.user.id}/regenerate-pin`, { pin: TEST_OWNER_PIN });
    expect(again.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, plumber.user.id));
    expect(await verifySecret(after!.employeeLoginPinHash, (again.json() as { employeeLoginPin: string }).employeeLoginPin)).toBe(true);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, plumber.user.id));
    expect(
      actions
        .filter((a) => a.actorId === manager.user.id)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['pin_generated', 'pin_regenerated']);
  });

  it('refuses a wrong owner PIN with 403 and the spec wording, then locks out', async () => {
    const other = await registered(t.app, 'Management');
    const plumber = await registered(t.app, 'Apprentice');
    for (let i = 1; i < LIMITS.lockoutMaxFailures; i++) {
      const res = await other.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin: '000000' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'invalid_pin', message: 'Invalid PIN. Please enter the correct owner PIN.' });
    }
    expect((await other.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin: '000000' })).statusCode).toBe(429);
    // Locked: even the right PIN waits.
    const locked = await other.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin: TEST_OWNER_PIN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
    const [row] = await t.db.select().from(users).where(eq(users.id, plumber.user.id));
    expect(row!.employeeLoginPinHash).toBeNull();
  });

  it('refuses the owner as a target, unknown ids and malformed PINs', async () => {
    const res = await manager.client.post(`/api/employees/${owner.user.id}/generate-pin`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_protected');
    expect((await manager.client.post('/api/employees/999999/generate-pin', { pin: TEST_OWNER_PIN })).statusCode).toBe(404);
    expect((await manager.client.post(`/api/employees/${manager.user.id}/generate-pin`, { pin: '12ab' })).statusCode).toBe(400);
    expect((await manager.client.post(`/api/employees/${manager.user.id}/generate-pin`, {})).statusCode).toBe(400);
  });
});

describe('removing an employee (DECISIONS §5)', () => {
  it('ends sessions, deactivates devices, blocks the email, hides them and keeps the records', async () => {
    const plumber = await registered(t.app, 'Plumber');
    expect((await plumber.client.post('/api/devices/register')).statusCode).toBe(200);
    expect((await plumber.client.get('/api/auth/user')).statusCode).toBe(200);

    const wrong = await manager.client.delete(`/api/employees/${plumber.user.id}`, { pin: '111111' });
    expect(wrong.statusCode).toBe(403);
    expect((await plumber.client.get('/api/auth/user')).statusCode).toBe(200);

    expect((await manager.client.delete(`/api/employees/${plumber.user.id}`, {})).statusCode).toBe(400);
    const res = await manager.client.delete(`/api/employees/${plumber.user.id}`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(200);

    expect((await plumber.client.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, plumber.user.id))).toEqual([]);
    const devices = await t.db.select().from(employeeDevices).where(eq(employeeDevices.userId, plumber.user.id));
    expect(devices.map((d) => d.isActive)).toEqual([false]);
    const [black] = await t.db.select().from(blacklistedUsers).where(eq(blacklistedUsers.email, plumber.email));
    expect(black).toMatchObject({ reason: 'Account terminated by management', blacklistedBy: manager.user.id });
    const list = (await manager.client.get('/api/employees')).json() as Array<{ id: number }>;
    expect(list.some((e) => e.id === plumber.user.id)).toBe(false);
    const [kept] = await t.db.select().from(users).where(eq(users.id, plumber.user.id));
    expect(kept!.removedAt).not.toBeNull();

    const signIn = await new TestClient(t.app).post('/api/auth/sign-in', { email: plumber.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(403);
    const signUp = await new TestClient(t.app).post('/api/auth/sign-up', { email: plumber.email, password: TEST_PASSWORD });
    expect(signUp.statusCode).toBe(403);
    expect((await manager.client.delete(`/api/employees/${plumber.user.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(404);
  });

  it('protects the owner and refuses self-removal', async () => {
    const res = await manager.client.delete(`/api/employees/${owner.user.id}`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Owner Account - Protected');
    expect((await manager.client.delete(`/api/employees/${manager.user.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.removedAt).toBeNull();
  });

  it('shows the audit trail with who did what to whom', async () => {
    const res = await owner.client.get('/api/admin/audit-log');
    expect(res.statusCode).toBe(200);
    const removal = (res.json() as Array<{ action: string; actorName: string; targetName: string }>).find((e) => e.action === 'employee_removed');
    expect(removal).toMatchObject({ actorName: 'Sam Taylor' });
    expect(removal!.targetName).toBe('Sam Taylor');
  });
});
