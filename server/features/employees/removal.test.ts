import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAccessKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildRegistration, registered, signedUp, TEST_OWNER_PIN } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
});
afterAll(() => t.close());

async function keyFrom(issuer: Awaited<ReturnType<typeof registered>>, employeeRole: string, employeeName: string): Promise<{ id: number; accessKey: string }> {
  const res = await issuer.client.post('/api/access-keys', { pin: TEST_OWNER_PIN, employeeName, employeeRole });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function register(code: string, employeeRole: 'Plumber' | 'Management' | 'Office Staff' = 'Plumber') {
  const { client } = await signedUp(t.app);
  return client.post('/api/employee-profile', buildRegistration({ employeeRole, employeeAccessCode: code }));
}

const sharedCode = async () => (await owner.client.get('/api/settings/access-code')).json() as { employeeAccessCode: string; rotatedAt: string | null };

describe('removal closes every way back (ADR 0016)', () => {
  it('revokes every unused key a removed manager generated and rotates the shared code, in one audited step', async () => {
    const manager = await registered(t.app, 'Management');
    const kept = await keyFrom(manager, 'Management', 'Kept Manager');
    const expired = await keyFrom(manager, 'Office Staff', 'Late Office');
    await t.db
      .update(employeeAccessKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeAccessKeys.id, expired.id));
    const used = await keyFrom(manager, 'Plumber', 'Pat Used');
    expect((await register(used.accessKey)).statusCode).toBe(200);
    const ownersKey = await keyFrom(owner, 'Plumber', 'Owner Made');
    const before = await sharedCode();
    expect((await register(before.employeeAccessCode)).statusCode).toBe(200);

    const res = await owner.client.delete(`/api/employees/${manager.user.id}`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, keysRevoked: 2, accessCodeRotated: true });

    // The key the manager kept no longer makes a manager; the used key's record stays.
    const refused = await register(kept.accessKey, 'Management');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Invalid employee access code');
    const rows = await t.db.select({ id: employeeAccessKeys.id }).from(employeeAccessKeys);
    const made = [kept.id, expired.id, used.id, ownersKey.id];
    expect(rows.map((r) => r.id).filter((id) => made.includes(id))).toEqual(expect.arrayContaining([used.id, ownersKey.id]));
    expect(rows.some((r) => r.id === kept.id || r.id === expired.id)).toBe(false);
    // Keys made by others still work.
    expect((await register(ownersKey.accessKey)).statusCode).toBe(200);

    // The old shared code registers nobody; the owner sees the new one in Settings.
    const oldCode = await register(before.employeeAccessCode);
    expect(oldCode.statusCode).toBe(400);
    expect(oldCode.json().message).toContain('Invalid employee access code');
    const after = await sharedCode();
    expect(after.employeeAccessCode).not.toBe(before.employeeAccessCode);
    expect(after.rotatedAt).not.toBeNull();
    expect((await register(after.employeeAccessCode)).statusCode).toBe(200);

    const audit = (await owner.client.get('/api/admin/audit-log')).json() as Array<{
      action: string;
      targetName: string | null;
      details: Record<string, unknown>;
    }>;
    const managerName = `${manager.user.firstName} ${manager.user.lastName}`;
    expect(audit.find((e) => e.action === 'access_code_rotated')).toMatchObject({ targetName: managerName, details: { reason: 'employee_removed' } });
    expect(audit.find((e) => e.action === 'employee_removed')).toMatchObject({ targetName: managerName, details: { keysRevoked: 2 } });
  });

  it('rotates the code when a plumber is removed too, so they cannot come back as anyone', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const before = (await sharedCode()).employeeAccessCode;
    const res = await owner.client.delete(`/api/employees/${plumber.user.id}`, { pin: TEST_OWNER_PIN });
    expect(res.json()).toEqual({ ok: true, keysRevoked: 0, accessCodeRotated: true });
    for (const role of ['Plumber', 'Office Staff'] as const) expect((await register(before, role)).statusCode).toBe(400);
  });

  it('changes nothing when the owner PIN is wrong', async () => {
    const manager = await registered(t.app, 'Management');
    const key = await keyFrom(manager, 'Plumber', 'Still Valid');
    const before = (await sharedCode()).employeeAccessCode;
    expect((await owner.client.delete(`/api/employees/${manager.user.id}`, { pin: '000000' })).statusCode).toBe(403);
    expect((await sharedCode()).employeeAccessCode).toBe(before);
    expect((await register(key.accessKey)).statusCode).toBe(200);
  });
});
