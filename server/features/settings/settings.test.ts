import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFailures, throttleKey } from '../../auth/throttle';
import { createTestApp, type TestApp } from '../../test/app';
import { buildRegistration, registered, signedUp, TEST_OWNER_PIN } from '../../test/factories';

/**
 * The owner's Settings actions (docs/product.md#settings): changing the owner PIN and rotating
 * the shared employee access code. Owner only; management uses the owner PIN but cannot change it.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

/** A PIN-gated action (a login PIN for a new employee) with `pin`: its status. */
async function gated(pin: string, as = owner): Promise<number> {
  const plumber = await registered(t.app, 'Plumber');
  return (await as.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin })).statusCode;
}

type AuditEntry = { action: string; actorName: string };
const auditActions = async () => ((await owner.client.get('/api/admin/audit-log')).json() as AuditEntry[]).map((e) => e.action);

describe('changing the owner PIN (PUT /api/settings/owner-pin)', () => {
  it('refuses a wrong current PIN with the spec wording, and bad PINs on their field, changing nothing', async () => {
    const wrong = await owner.client.put('/api/settings/owner-pin', { currentPin: '000000', newPin: '135790' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'invalid_pin', message: 'Invalid PIN. Please enter the correct owner PIN.' });
    const short = await owner.client.put('/api/settings/owner-pin', { currentPin: TEST_OWNER_PIN, newPin: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPin: 'Owner PIN must be 6 digits' });
    expect(await gated(TEST_OWNER_PIN)).toBe(200);
  });

  it('is the owner’s alone: management and staff get 403 and the PIN stays', async () => {
    const plumber = await registered(t.app, 'Plumber');
    for (const who of [manager, plumber]) {
      const res = await who.client.put('/api/settings/owner-pin', { currentPin: TEST_OWNER_PIN, newPin: '135790' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).not.toBe('invalid_pin');
    }
    expect(await gated(TEST_OWNER_PIN, manager)).toBe(200);
  });

  it('changes the PIN for every gated action, the owner’s and management’s, and audits it', async () => {
    const res = await owner.client.put('/api/settings/owner-pin', { currentPin: TEST_OWNER_PIN, newPin: '135790' });
    expect(res.statusCode).toBe(200);
    expect(await gated(TEST_OWNER_PIN)).toBe(403);
    expect(await gated('135790')).toBe(200);
    expect(await gated(TEST_OWNER_PIN, manager)).toBe(403);
    expect(await gated('135790', manager)).toBe(200);
    expect(await auditActions()).toContain('owner_pin_changed');
    // Back, so that the tests are independent of their order.
    expect((await owner.client.put('/api/settings/owner-pin', { currentPin: '135790', newPin: TEST_OWNER_PIN })).statusCode).toBe(200);
  });

  it('locks the change after 5 wrong current PINs, even for the right one', async () => {
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await owner.client.put('/api/settings/owner-pin', { currentPin: '000000', newPin: '135790' })).statusCode);
    expect(tries).toEqual([403, 403, 403, 403, 429]);
    expect((await owner.client.put('/api/settings/owner-pin', { currentPin: TEST_OWNER_PIN, newPin: '135790' })).statusCode).toBe(429);
    await clearFailures(t.db, throttleKey('owner-pin', owner.user.id)); // the other tests need the owner unlocked
    expect(await gated(TEST_OWNER_PIN)).toBe(200);
  });
});

describe('the shared employee access code (GET /api/settings/access-code, POST .../rotate)', () => {
  it('shows the owner the code and rotates it: the old code stops registering, the new one registers', async () => {
    const before = (await owner.client.get('/api/settings/access-code')).json() as { employeeAccessCode: string; rotatedAt: string | null };
    const rotated = await owner.client.post('/api/settings/access-code/rotate');
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json() as { employeeAccessCode: string; rotatedAt: string };
    expect(after.employeeAccessCode).not.toBe(before.employeeAccessCode);
    expect(after.employeeAccessCode.replace(/-/g, '')).toHaveLength(10);
    expect(Date.now() - Date.parse(after.rotatedAt)).toBeLessThan(60_000);
    expect((await owner.client.get('/api/settings/access-code')).json()).toEqual(after);

    const late = await signedUp(t.app);
    const old = await late.client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Plumber', employeeAccessCode: before.employeeAccessCode }));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Invalid employee access code');
    const fresh = await late.client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Plumber', employeeAccessCode: after.employeeAccessCode }));
    expect(fresh.statusCode).toBe(200);
    expect(await auditActions()).toContain('access_code_rotated');
  });

  it('is hidden from management and staff, who cannot rotate it either', async () => {
    const code = (await owner.client.get('/api/settings/access-code')).json().employeeAccessCode as string;
    const plumber = await registered(t.app, 'Plumber');
    for (const who of [manager, plumber]) {
      expect((await who.client.get('/api/settings/access-code')).statusCode).toBe(403);
      expect((await who.client.post('/api/settings/access-code/rotate')).statusCode).toBe(403);
    }
    expect((await owner.client.get('/api/settings/access-code')).json().employeeAccessCode).toBe(code);
  });
});
