import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../core/limits';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered, TEST_OWNER_PIN } from '../../test/factories';

let t: TestApp;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

async function pinFor(userId: number): Promise<string> {
  const res = await manager.client.post(`/api/employees/${userId}/regenerate-pin`, { pin: TEST_OWNER_PIN });
  expect(res.statusCode).toBe(200);
  return (res.json() as { employeeLoginPin: string }).employeeLoginPin;
}

describe('PIN sign-in (DECISIONS §3)', () => {
  it('signs in only on a registered, active device of that employee, with lockout', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const pin = await pinFor(plumber.user.id);
    const device = (await plumber.client.post('/api/devices/register')).json() as { deviceId: string };
    const deviceCookie = plumber.client.cookies.get(DEVICE_COOKIE)!;
    const onDevice = () => {
      const c = new TestClient(t.app);
      c.cookies.set(DEVICE_COOKIE, deviceCookie);
      return c;
    };

    const stranger = await new TestClient(t.app).post('/api/auth/sign-in/pin', { email: plumber.email, pin });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('device_not_registered');

    const someoneElse = await registered(t.app, 'Apprentice');
    await someoneElse.client.post('/api/devices/register');
    const foreign = new TestClient(t.app);
    foreign.cookies.set(DEVICE_COOKIE, someoneElse.client.cookies.get(DEVICE_COOKIE)!);
    expect((await foreign.post('/api/auth/sign-in/pin', { email: plumber.email, pin })).statusCode).toBe(403);

    const good = onDevice();
    const res = await good.post('/api/auth/sign-in/pin', { email: plumber.email, pin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plumber.user.id });
    expect((await good.get('/api/auth/user')).statusCode).toBe(200);

    const bad = onDevice();
    const wrongPin = pin === '000000' ? '111111' : '000000';
    for (let i = 1; i < LIMITS.lockoutMaxFailures; i++)
      expect((await bad.post('/api/auth/sign-in/pin', { email: plumber.email, pin: wrongPin })).statusCode).toBe(401);
    expect((await bad.post('/api/auth/sign-in/pin', { email: plumber.email, pin: wrongPin })).statusCode).toBe(429);
    expect((await bad.post('/api/auth/sign-in/pin', { email: plumber.email, pin })).statusCode).toBe(429);

    // A deactivated device no longer signs in.
    const other = await registered(t.app, 'Plumber');
    const otherPin = await pinFor(other.user.id);
    const otherDevice = (await other.client.post('/api/devices/register')).json() as { deviceId: string };
    await other.client.delete(`/api/devices/${otherDevice.deviceId}`);
    const c = new TestClient(t.app);
    c.cookies.set(DEVICE_COOKIE, other.client.cookies.get(DEVICE_COOKIE)!);
    expect((await c.post('/api/auth/sign-in/pin', { email: other.email, pin: otherPin })).statusCode).toBe(403);
    expect(device.deviceId).toHaveLength(32);
  });

  it('refuses a replaced PIN and a removed employee', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const oldPin = await pinFor(plumber.user.id);
    const newPin = await pinFor(plumber.user.id);
    await plumber.client.post('/api/devices/register');
    const device = plumber.client.cookies.get(DEVICE_COOKIE)!;
    const c = new TestClient(t.app);
    c.cookies.set(DEVICE_COOKIE, device);
    if (oldPin !== newPin) expect((await c.post('/api/auth/sign-in/pin', { email: plumber.email, pin: oldPin })).statusCode).toBe(401);
    expect((await c.post('/api/auth/sign-in/pin', { email: plumber.email, pin: newPin })).statusCode).toBe(200);

    expect((await manager.client.delete(`/api/employees/${plumber.user.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(200);
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    expect((await c.post('/api/auth/sign-in/pin', { email: plumber.email, pin: newPin })).statusCode).toBe(403);
  });

  it('validates the body', async () => {
    const res = await new TestClient(t.app).post('/api/auth/sign-in/pin', { email: 'nope', pin: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: 'Please enter a valid email address', pin: 'PIN must be 6 digits' });
  });
});
