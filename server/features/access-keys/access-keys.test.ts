import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_ROLE_REQUIRED, maskedAccessKey } from '../../../core/contracts/admin';
import { accessKeyRoleMessage, type EmployeeRole } from '../../../core/rules/roles';
import { employeeAccessKeys, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { onPostgres } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/app';
import { buildRegistration, registered, signedUp, TEST_OWNER_PIN } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
let manager: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
  manager = await registered(t.app, 'Management');
});
afterAll(() => t.close());

interface Key {
  id: number;
  accessKey: string;
  lastFour: string | null;
  employeeName: string;
  description: string;
  employeeRole: EmployeeRole | null;
  status: string;
  expiresAt: string;
  usedByName: string | null;
}

async function generate(name = 'Riley Chen', description?: string, employeeRole: EmployeeRole = 'Plumber'): Promise<Key> {
  const res = await manager.client.post('/api/access-keys', { pin: TEST_OWNER_PIN, employeeName: name, description, employeeRole });
  expect(res.statusCode).toBe(201);
  return res.json() as Key;
}

describe('access keys', () => {
  it('generates a 16-character key valid for 7 days, shows it once, stores only its hash and last 4, and lists only the last 4 (ADR 0016)', async () => {
    const key = await generate('  Riley Chen ');
    expect(key.accessKey).toMatch(/^[A-Z2-9]{16}$/);
    expect(key).toMatchObject({
      employeeName: 'Riley Chen',
      description: 'Access key for Riley Chen',
      employeeRole: 'Plumber',
      status: 'Active',
      usedByName: null,
      lastFour: key.accessKey.slice(-4),
    });
    const days = (Date.parse(key.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Neither the database nor the server can show the key again: a hash and the last 4.
    const [row] = await t.db.select().from(employeeAccessKeys).where(eq(employeeAccessKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(key.accessKey.slice(0, 12));
    expect(row).toMatchObject({ keyHash: sha256(key.accessKey), keyLastFour: key.accessKey.slice(-4), employeeRole: 'Plumber' });

    for (const viewer of [owner, manager]) {
      const res = await viewer.client.get('/api/access-keys');
      expect(res.body).not.toContain(key.accessKey);
      const listed = (res.json() as Key[]).find((k) => k.id === key.id)!;
      expect(listed).toMatchObject({ lastFour: key.accessKey.slice(-4), employeeRole: 'Plumber', status: 'Active' });
      expect(listed).not.toHaveProperty('accessKey');
    }
    expect(maskedAccessKey(key.lastFour)).toBe(`••••••••••••${key.accessKey.slice(-4)}`);
  });

  it('validates the name and needs the right owner PIN', async () => {
    const blank = await manager.client.post('/api/access-keys', { pin: TEST_OWNER_PIN, employeeName: '   ', employeeRole: 'Plumber' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ employeeName: 'Please enter the employee name' });
    const wrong = await manager.client.post('/api/access-keys', { pin: '000000', employeeName: 'Jo', employeeRole: 'Plumber' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Invalid PIN. Please enter the correct owner PIN.');
    const custom = await generate('Jo Park', 'Apprentice starting Monday');
    expect(custom.description).toBe('Apprentice starting Monday');
  });

  it('needs an employee role for the key: never Owner, nothing unknown, and stores nothing when refused', async () => {
    const before = (await t.db.select({ id: employeeAccessKeys.id }).from(employeeAccessKeys)).length;
    for (const employeeRole of [undefined, '', 'Owner', 'Boss', 'management']) {
      const res = await manager.client.post('/api/access-keys', { pin: TEST_OWNER_PIN, employeeName: 'Jo Park', employeeRole });
      expect(res.statusCode, String(employeeRole)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { employeeRole: ACCESS_KEY_ROLE_REQUIRED } });
    }
    expect((await t.db.select({ id: employeeAccessKeys.id }).from(employeeAccessKeys)).length).toBe(before);
    // The database refuses a key for the Owner role too (employee_access_keys_role_check).
    await expect(
      t.db.insert(employeeAccessKeys).values({ keyHash: 'owner-key-hash', employeeName: 'Nobody', employeeRole: 'Owner' as never }),
    ).rejects.toThrow();
    for (const employeeRole of ['Apprentice', 'Plumber', 'Office Staff', 'Management'] as const) {
      expect(await generate(`${employeeRole} Starter`, undefined, employeeRole)).toMatchObject({ employeeRole, status: 'Active' });
    }
  });

  it('registers only the role the key was generated for, and the list shows each key’s role (ADR 0013)', async () => {
    const plumberKey = await generate('Pat Plumber', undefined, 'Plumber');
    const managerKey = await generate('Mel Manager', undefined, 'Management');
    const list = (await owner.client.get('/api/access-keys')).json() as Key[];
    expect(list.find((k) => k.id === plumberKey.id)).toMatchObject({ employeeRole: 'Plumber' });
    expect(list.find((k) => k.id === managerKey.id)).toMatchObject({ employeeRole: 'Management' });

    const pat = await signedUp(t.app);
    const refused = await pat.client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Management', employeeAccessCode: plumberKey.accessKey }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: accessKeyRoleMessage('Plumber'),
      code: 'bad_request',
      fields: { employeeRole: 'This access key is for the Plumber role. Choose Plumber, or ask for a key for your role.' },
    });
    expect(((await owner.client.get('/api/access-keys')).json() as Key[]).find((k) => k.id === plumberKey.id)).toMatchObject({
      status: 'Active',
      usedByName: null,
    });
    expect(
      (await pat.client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Plumber', employeeAccessCode: plumberKey.accessKey }))).json(),
    ).toMatchObject({ role: 'Plumber' });

    const mel = await signedUp(t.app);
    expect(
      (
        await mel.client.post(
          '/api/employee-profile',
          buildRegistration({ employeeRole: 'Management', firstName: 'Mel', employeeAccessCode: managerKey.accessKey }),
        )
      ).json(),
    ).toMatchObject({
      role: 'Management',
    });
    const after = (await owner.client.get('/api/access-keys')).json() as Key[];
    expect(after.find((k) => k.id === plumberKey.id)).toMatchObject({ status: 'Used', employeeRole: 'Plumber' });
    expect(after.find((k) => k.id === managerKey.id)).toMatchObject({ status: 'Used', employeeRole: 'Management', usedByName: 'Mel Taylor' });
  });

  it.runIf(onPostgres)('registers exactly one of 20 concurrent registrations with one key, then shows Used (PostgreSQL)', async () => {
    const key = await generate('Race Winner');
    const accounts = await Promise.all(Array.from({ length: 20 }, () => signedUp(t.app)));
    const results = await Promise.all(
      accounts.map((a) => a.client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: key.accessKey.toLowerCase(), firstName: 'Racer' }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400 && r.json().message.includes('Invalid employee access code'))).toBe(
      true,
    );
    const used = ((await owner.client.get('/api/access-keys')).json() as Key[]).find((k) => k.id === key.id)!;
    expect(used).toMatchObject({ status: 'Used', usedByName: 'Racer Taylor' });
    const winner = accounts[results.findIndex((r) => r.statusCode === 200)]!;
    const [row] = await t.db.select().from(employeeAccessKeys).where(eq(employeeAccessKeys.id, key.id));
    const [user] = await t.db.select().from(users).where(eq(users.email, winner.email));
    expect(row!.usedByUserId).toBe(user!.id);
  });

  it('refuses expired and revoked keys; revoking needs the owner PIN', async () => {
    const expired = await generate('Late Starter');
    await t.db
      .update(employeeAccessKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeAccessKeys.id, expired.id));
    expect(((await owner.client.get('/api/access-keys')).json() as Key[]).find((k) => k.id === expired.id)!.status).toBe('Expired');
    const late = await signedUp(t.app);
    expect((await late.client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: expired.accessKey }))).statusCode).toBe(400);

    const revoked = await generate('Changed Mind');
    expect((await manager.client.delete(`/api/access-keys/${revoked.id}`, { pin: '000000' })).statusCode).toBe(403);
    expect((await manager.client.delete(`/api/access-keys/${revoked.id}`, {})).statusCode).toBe(400);
    expect((await manager.client.delete(`/api/access-keys/${revoked.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(200);
    expect((await manager.client.delete(`/api/access-keys/${revoked.id}`, { pin: TEST_OWNER_PIN })).statusCode).toBe(404);
    const after = await signedUp(t.app);
    expect((await after.client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: revoked.accessKey }))).statusCode).toBe(400);
  });

  it('is for owner and management only', async () => {
    const plumber = await registered(t.app, 'Plumber');
    expect((await plumber.client.get('/api/access-keys')).statusCode).toBe(403);
    expect((await plumber.client.post('/api/access-keys', { pin: TEST_OWNER_PIN, employeeName: 'Sneaky', employeeRole: 'Management' })).statusCode).toBe(403);
  });
});
