import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeDevices, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { currentEmployeeCode, registered, TEST_OWNER_PIN, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

const roleIn = async (id: number) => (await t.db.select({ role: users.employeeRole }).from(users).where(eq(users.id, id)))[0]!.role;
const setRole = (client: TestClient, id: number, role: string, pin = TEST_OWNER_PIN) => client.patch(`/api/employees/${id}/role`, { role, pin });

describe('changing a role', () => {
  it('is in force on the employee’s next request, and audited', async () => {
    const plumber = await registered(t.app, 'Plumber');
    expect((await plumber.client.get('/api/employees')).statusCode).toBe(403);

    const up = await setRole(owner.client, plumber.user.id, 'Management');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({ id: plumber.user.id, role: 'Management', previousRole: 'Plumber' });
    // The same session, no sign-in again.
    expect((await plumber.client.get('/api/auth/user')).json().role).toBe('Management');
    expect((await plumber.client.get('/api/employees')).statusCode).toBe(200);

    expect((await setRole(owner.client, plumber.user.id, 'Plumber')).statusCode).toBe(200);
    expect((await plumber.client.get('/api/employees')).statusCode).toBe(403);

    const audit = (await owner.client.get('/api/admin/audit-log')).json() as Array<{ action: string; details: Record<string, unknown> }>;
    expect(audit.filter((e) => e.action === 'role_changed').map((e) => e.details)).toEqual([
      { from: 'Management', to: 'Plumber' },
      { from: 'Plumber', to: 'Management' },
    ]);
  });

  it('lets management give only Plumber, Apprentice and Office Staff, and never touch the owner or another manager', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const otherManager = await registered(t.app, 'Management');
    expect((await setRole(manager.client, plumber.user.id, 'Office Staff')).statusCode).toBe(200);
    expect((await setRole(manager.client, plumber.user.id, 'Apprentice')).statusCode).toBe(200);
    const promote = await setRole(manager.client, plumber.user.id, 'Management');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('role_not_allowed');
    expect((await setRole(manager.client, otherManager.user.id, 'Plumber')).statusCode).toBe(403);
    expect((await setRole(manager.client, manager.user.id, 'Plumber')).statusCode).toBe(403);
    expect((await setRole(manager.client, owner.user.id, 'Plumber')).statusCode).toBe(403);
    expect(await roleIn(plumber.user.id)).toBe('Apprentice');
    expect(await roleIn(otherManager.user.id)).toBe('Management');

    // The owner: any employee role, but nobody is made or unmade the owner.
    expect((await setRole(owner.client, otherManager.user.id, 'Office Staff')).statusCode).toBe(200);
    expect((await setRole(owner.client, owner.user.id, 'Management')).statusCode).toBe(403);
    expect((await setRole(owner.client, plumber.user.id, 'Owner')).statusCode).toBe(400);
    expect((await t.db.select({ isOwner: users.isOwner }).from(users).where(eq(users.id, owner.user.id)))[0]!.isOwner).toBe(true);

    // Wrong PIN or no right: nothing changes.
    expect((await setRole(owner.client, plumber.user.id, 'Plumber', '000000')).statusCode).toBe(403);
    expect((await setRole(plumber.client, plumber.user.id, 'Management')).statusCode).toBe(403);
    expect(await roleIn(plumber.user.id)).toBe('Apprentice');
  });
});

describe('registration documents', () => {
  it('are same-origin paths for Owner and Management, answered no-store; a plumber gets 403', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const res = await manager.client.get(`/api/employees/${plumber.user.id}/documents`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const docs = res.json();
    for (const key of ['photoUrl', 'driversLicenseUrl', 'signatureUrl', 'disclaimerSignatureUrl'])
      expect(docs[key]).toMatch(/^\/api\/files\/profile\/[\w-]+\.\w+$/);
    expect(Date.parse(docs.disclaimerAcceptedAt)).not.toBeNaN();
    const file = await owner.client.get(docs.driversLicenseUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');

    const other = await registered(t.app, 'Plumber');
    expect((await other.client.get(`/api/employees/${plumber.user.id}/documents`)).statusCode).toBe(403);
    expect((await other.client.get(docs.driversLicenseUrl)).statusCode).toBe(404);
    expect((await owner.client.get('/api/employees/999999/documents')).statusCode).toBe(404);
  });
});

describe('reinstating a removed employee', () => {
  it('lets them sign in with their password again; devices stay deactivated and the removal’s revocations stand', async () => {
    const plumber = await registered(t.app, 'Plumber');
    expect((await plumber.client.post('/api/devices/register')).statusCode).toBe(200);
    const codeBefore = await currentEmployeeCode(t.app);
    expect((await owner.client.delete(`/api/employees/${plumber.user.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(200);
    const signIn = () => new TestClient(t.app).post('/api/auth/sign-in', { email: plumber.email, password: TEST_PASSWORD });
    expect((await signIn()).statusCode).toBe(403);

    const removed = (await manager.client.get('/api/employees/removed')).json() as Array<{ id: number; role: string }>;
    expect(removed.find((r) => r.id === plumber.user.id)).toMatchObject({ role: 'Plumber' });
    const url = `/api/employees/${plumber.user.id}/reinstate`;
    expect((await manager.client.post(url, { pin: TEST_OWNER_PIN })).statusCode).toBe(403);
    expect((await owner.client.post(url, { pin: '000000' })).statusCode).toBe(403);
    expect((await signIn()).statusCode).toBe(403);

    const res = await owner.client.post(url, { pin: TEST_OWNER_PIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, devicesActive: 0 });
    expect((await signIn()).statusCode).toBe(200);
    const devices = await t.db.select({ isActive: employeeDevices.isActive }).from(employeeDevices).where(eq(employeeDevices.userId, plumber.user.id));
    expect(devices).toEqual([{ isActive: false }]);
    expect(await currentEmployeeCode(t.app)).not.toBe(codeBefore);
    expect(((await owner.client.get('/api/employees')).json() as Array<{ id: number }>).some((e) => e.id === plumber.user.id)).toBe(true);
    expect(((await owner.client.get('/api/employees/removed')).json() as Array<{ id: number }>).some((e) => e.id === plumber.user.id)).toBe(false);
    // Only a removed employee can be reinstated.
    expect((await owner.client.post(url, { pin: TEST_OWNER_PIN })).statusCode).toBe(404);
    const audit = (await owner.client.get('/api/admin/audit-log')).json() as Array<{ action: string }>;
    expect(audit[0]!.action).toBe('employee_reinstated');
  });
});
