import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_MESSAGE } from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { employeeDevices } from '../../db/schema';
import { onPostgres } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered, TEST_OWNER_PIN } from '../../test/factories';
import { sessionCookieName } from '../../auth/cookies';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

/** Another browser of the same signed-in user: same session, its own device cookie. */
function otherBrowser(client: TestClient, userAgent = DESKTOP): TestClient {
  const browser = new TestClient(t.app, { 'user-agent': userAgent });
  const name = sessionCookieName(t.config);
  browser.cookies.set(name, client.cookies.get(name)!);
  return browser;
}

describe('own devices', () => {
  it('registers this browser with a cookie, names it from the agent, and stops at two', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const phone = otherBrowser(plumber.client, IPHONE);
    const res = await phone.post('/api/devices/register');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deviceName: 'Safari on iPhone', deviceType: 'Mobile', isActive: true });
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(300 * 86_400);
    // Registering again from the same browser is the same device.
    expect((await phone.post('/api/devices/register')).json().deviceId).toBe(res.json().deviceId);

    const mine = (await phone.get('/api/devices')).json();
    expect(mine).toMatchObject({ currentDeviceId: res.json().deviceId, activeCount: 1, maxDevices: 2, limitApplies: true });

    expect((await otherBrowser(plumber.client).post('/api/devices/register')).statusCode).toBe(200);
    const third = await otherBrowser(plumber.client).post('/api/devices/register');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(DEVICE_LIMIT_MESSAGE);

    // Deactivating one frees a place; the deactivated device must register again.
    expect((await phone.delete(`/api/devices/${res.json().deviceId}`)).statusCode).toBe(200);
    expect((await phone.get('/api/devices')).json()).toMatchObject({ currentDeviceId: null, activeCount: 1 });
    expect((await phone.post('/api/devices/register')).json()).toMatchObject({ deviceId: res.json().deviceId, isActive: true });
  });

  it.runIf(onPostgres)('never makes a third active device under 20 concurrent registrations (PostgreSQL)', async () => {
    const plumber = await registered(t.app, 'Apprentice');
    const results = await Promise.all(Array.from({ length: 20 }, () => otherBrowser(plumber.client).post('/api/devices/register')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(LIMITS.maxDevicesPerEmployee);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(20 - LIMITS.maxDevicesPerEmployee);
    const active = await t.db
      .select()
      .from(employeeDevices)
      .where(and(eq(employeeDevices.userId, plumber.user.id), eq(employeeDevices.isActive, true)));
    expect(active).toHaveLength(LIMITS.maxDevicesPerEmployee);
  });

  it('exempts the owner from the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await otherBrowser(owner.client).post('/api/devices/register')).statusCode).toBe(200);
    expect((await owner.client.get('/api/devices')).json()).toMatchObject({ activeCount: 3, limitApplies: false });
  });

  it("cannot touch another user's device (IDOR)", async () => {
    const a = await registered(t.app, 'Plumber');
    const b = await registered(t.app, 'Plumber');
    const device = (await a.client.post('/api/devices/register')).json() as { deviceId: string };
    expect((await b.client.delete(`/api/devices/${device.deviceId}`)).statusCode).toBe(404);
    expect((await b.client.delete(`/api/employees/${a.user.id}/devices/${device.deviceId}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(403);
    // Through the wrong employee id, administrators cannot reach it either.
    expect((await manager.client.delete(`/api/employees/${b.user.id}/devices/${device.deviceId}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(404);
    const [row] = await t.db.select().from(employeeDevices).where(eq(employeeDevices.deviceId, device.deviceId));
    expect(row!.isActive).toBe(true);
    // The owner is protected from management, as with sessions and PINs.
    const ownerDevice = (await otherBrowser(owner.client).post('/api/devices/register')).json() as { deviceId: string };
    const res = await manager.client.delete(`/api/employees/${owner.user.id}/devices/${ownerDevice.deviceId}`, { pin: TEST_OWNER_PIN });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_protected');
  });
});

describe("an employee's devices, for administrators", () => {
  it('lists them and deactivates one with the owner PIN only', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const device = (await plumber.client.post('/api/devices/register')).json() as { deviceId: string };
    const listed = await manager.client.get(`/api/employees/${plumber.user.id}/devices`);
    expect(listed.json()).toMatchObject({ activeCount: 1, maxDevices: 2, devices: [{ deviceId: device.deviceId, isActive: true }] });
    expect(listed.body).not.toMatch(/secret/i);

    const wrong = await manager.client.delete(`/api/employees/${plumber.user.id}/devices/${device.deviceId}`, { pin: '999999' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Invalid PIN. Please enter the correct owner PIN.');
    const ok = await manager.client.delete(`/api/employees/${plumber.user.id}/devices/${device.deviceId}`, { pin: TEST_OWNER_PIN });
    expect(ok.statusCode).toBe(200);
    expect((await manager.client.get(`/api/employees/${plumber.user.id}/devices`)).json()).toMatchObject({ activeCount: 0, devices: [{ isActive: false }] });
  });
});
