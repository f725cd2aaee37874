import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_HEADER } from '../../../core/contracts/registration';
import { LIMITS } from '../../../core/limits';
import { accessKeyRoleMessage, ROLE_NEEDS_KEY_MESSAGE } from '../../../core/rules/roles';
import { auditLog, employeeAccessKeys, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { onPostgres } from '../../test/database';
import { storedNames } from '../../test/storage';
import { createTestApp, TEST_EMPLOYEE_CODE, TEST_OWNER_CODE, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { buildRegistration, images, mintAccessKey, registered, signedUp, TEST_OWNER_PIN } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The stored profile images. The folder exists from start-up: a missing one is a failure, not an empty list. */
async function storedFiles(): Promise<string[]> {
  return storedNames(t.config, 'profile');
}

describe('registration wizard API', () => {
  it('registers an employee with the shared code and stores each image as a checked file', async () => {
    const { client, email } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', buildRegistration({ firstName: 'Priya', employeeRole: 'Apprentice' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: 'Priya', role: 'Apprentice', profileCompleted: true, isOwner: false });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.legalDisclaimerAccepted).toBe(true);
    expect(row!.employeePhotoUrl).toMatch(/^\/api\/files\/profile\/[0-9a-f-]{36}\.jpg$/);
    expect(row!.employeeSignature).toMatch(/\.png$/);
    const photo = await client.get(row!.employeePhotoUrl!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // Another plumber may not see it; management may.
    const other = await registered(t.app, 'Plumber');
    expect((await other.client.get(row!.employeePhotoUrl!)).statusCode).toBe(404);
    const manager = await registered(t.app, 'Management');
    expect((await manager.client.get(row!.employeePhotoUrl!)).statusCode).toBe(200);
    // Registered once only.
    expect((await client.post('/api/employee-profile', buildRegistration())).statusCode).toBe(409);
  });

  it('refuses a wrong code with the spec message, changes nothing and leaves no files', async () => {
    const { client, email } = await signedUp(t.app);
    const before = await storedFiles();
    const res = await client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: 'WRONG-CODE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid employee access code');
    expect(res.json().fields).toEqual({ employeeAccessCode: 'Invalid employee access code' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.profileCompleted).toBe(false);
    expect(await storedFiles()).toEqual(before);
  });

  it('names each missing field with the spec message', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobileNumber: 'Mobile number is required',
      personalEmail: 'Personal email is required',
      employeeRole: 'Employee role is required',
      startDate: 'Start date is required',
      employeeAccessCode: 'Employee access code is required',
      employeePhotoUrl: 'Employee photo is required',
      employeeSignature: 'Employee signature is required',
      driversLicenseUrl: "Driver's license photo is required",
      legalDisclaimerAccepted: 'Legal disclaimer must be accepted',
      legalDisclaimerSignature: 'Legal disclaimer signature is required',
    });
    const email = await client.post('/api/employee-profile', buildRegistration({ personalEmail: 'nope' }));
    expect(email.json().fields).toEqual({ personalEmail: 'Please enter a valid email address' });
  });

  it('refuses images that are not what they claim, truncated or oversized', async () => {
    const { client } = await signedUp(t.app);
    const text = `data:image/jpeg;base64,${Buffer.from('this is not a jpeg at all').toString('base64')}`;
    const notImage = await client.post('/api/employee-profile', buildRegistration({ employeePhotoUrl: text }));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toHaveProperty('employeePhotoUrl');

    const jpeg = Buffer.from(images.jpeg.split(',')[1]!, 'base64');
    const truncated = `data:image/jpeg;base64,${jpeg.subarray(0, Math.floor(jpeg.length / 2)).toString('base64')}`;
    const cut = await client.post('/api/employee-profile', buildRegistration({ driversLicenseUrl: truncated }));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().fields).toHaveProperty('driversLicenseUrl');

    const huge = `data:image/jpeg;base64,${Buffer.alloc(LIMITS.dataUrlImageMaxBytes + 10, 1).toString('base64')}`;
    // Over 1 MB, so sent as the wizard sends it: with the access code in its header.
    const big = await client.post('/api/employee-profile', buildRegistration({ employeePhotoUrl: huge }), {
      headers: { [ACCESS_CODE_HEADER]: TEST_EMPLOYEE_CODE },
    });
    expect(big.statusCode).toBe(400);
    expect((await client.get('/api/auth/user')).json().profileCompleted).toBe(false);
  });

  it('registers the owner once with the owner code, which needs and sets the owner PIN', async () => {
    const first = await signedUp(t.app);
    const noPin = await first.client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: TEST_OWNER_CODE, employeeRole: 'Owner' }));
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().fields).toHaveProperty('ownerPin');
    const ok = await first.client.post(
      '/api/employee-profile',
      buildRegistration({ employeeAccessCode: TEST_OWNER_CODE, employeeRole: 'Owner', ownerPin: TEST_OWNER_PIN }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'Owner', isOwner: true });

    const second = await signedUp(t.app);
    const again = await second.client.post(
      '/api/employee-profile',
      buildRegistration({ employeeAccessCode: TEST_OWNER_CODE, employeeRole: 'Owner', ownerPin: TEST_OWNER_PIN }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('Invalid employee access code');
  });

  it('does not let the employee code register the Owner role', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Owner' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('employeeRole');
  });

  it('does not let the shared employee code register Office Staff or Management: 400 on employeeRole, writes nothing (ADR 0010, 0016)', async () => {
    for (const employeeRole of ['Office Staff', 'Management'] as const) {
      const { client, email } = await signedUp(t.app);
      const before = await storedFiles();
      const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ROLE_NEEDS_KEY_MESSAGE, fields: { employeeRole: ROLE_NEEDS_KEY_MESSAGE } });
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ profileCompleted: false, employeeRole: null, role: 'employee' });
      expect(await storedFiles()).toEqual(before);
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ profileCompleted: false });
    }
    // The shared code still registers Plumber and Apprentice.
    for (const employeeRole of ['Plumber', 'Apprentice'] as const) {
      const other = await signedUp(t.app);
      expect((await other.client.post('/api/employee-profile', buildRegistration({ employeeRole }))).json()).toMatchObject({ role: employeeRole });
    }
  });

  it('registers Office Staff with a one-time key made for Office Staff, and uses the key up', async () => {
    const key = await mintAccessKey(t.app, 'Office Staff', 'Olive Office');
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Office Staff', employeeAccessCode: key }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Office Staff', profileCompleted: true });
    const [row] = await t.db
      .select()
      .from(employeeAccessKeys)
      .where(eq(employeeAccessKeys.keyHash, sha256(key)));
    expect(row!.isUsed).toBe(true);
  });

  it('registers Management with a one-time access key, and uses the key up', async () => {
    const key = await mintAccessKey(t.app, 'Management', 'Mia Manager');
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Management', employeeAccessCode: key }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Management', isOwner: false, profileCompleted: true });
    const [row] = await t.db
      .select()
      .from(employeeAccessKeys)
      .where(eq(employeeAccessKeys.keyHash, sha256(key)));
    expect(row!.isUsed).toBe(true);
  });

  it('does not let a Plumber key register Management: 400 on the role, writes nothing, leaves the key unused (ADR 0013)', async () => {
    const key = await mintAccessKey(t.app, 'Plumber', 'Pat Plumber');
    const { client, email } = await signedUp(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const files = await storedFiles();
    const audits = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    for (const employeeRole of ['Management', 'Office Staff', 'Apprentice'] as const) {
      const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole, employeeAccessCode: key }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: accessKeyRoleMessage('Plumber'),
        code: 'bad_request',
        fields: { employeeRole: 'This access key is for the Plumber role. Choose Plumber, or ask for a key for your role.' },
      });
    }
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]).toEqual(user);
    expect(await storedFiles()).toEqual(files);
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(audits);
    const [row] = await t.db
      .select()
      .from(employeeAccessKeys)
      .where(eq(employeeAccessKeys.keyHash, sha256(key)));
    expect(row).toMatchObject({ isUsed: false, usedByUserId: null, usedAt: null });
    // The key still registers the role it was made for, and only then is used up.
    expect((await client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Plumber', employeeAccessCode: key }))).json()).toMatchObject({
      role: 'Plumber',
    });
    const [used] = await t.db
      .select()
      .from(employeeAccessKeys)
      .where(eq(employeeAccessKeys.keyHash, sha256(key)));
    expect(used).toMatchObject({ isUsed: true, usedByUserId: user!.id });
  });

  it('lets a key made before keys had a role register what the shared code does: Apprentice or Plumber (migration 0003)', async () => {
    const key = 'OLDK2345EFGH6789';
    await t.db.insert(employeeAccessKeys).values({ keyHash: sha256(key), employeeName: 'Old Key', expiresAt: new Date(Date.now() + 86_400_000) });
    const { client } = await signedUp(t.app);
    for (const employeeRole of ['Management', 'Office Staff'] as const) {
      const res = await client.post('/api/employee-profile', buildRegistration({ employeeRole, employeeAccessCode: key }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ employeeRole: accessKeyRoleMessage(null) });
    }
    expect(
      (
        await t.db
          .select()
          .from(employeeAccessKeys)
          .where(eq(employeeAccessKeys.keyHash, sha256(key)))
      )[0]!.isUsed,
    ).toBe(false);
    expect((await client.post('/api/employee-profile', buildRegistration({ employeeRole: 'Apprentice', employeeAccessCode: key }))).json()).toMatchObject({
      role: 'Apprentice',
    });
  });

  it('locks access-code attempts after repeated wrong codes', async () => {
    const { client } = await signedUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.lockoutMaxFailures + 1; i++) {
      statuses.push((await client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: `WRONG-${i}` }))).statusCode);
    }
    expect(statuses.slice(0, LIMITS.lockoutMaxFailures - 1).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LIMITS.lockoutMaxFailures - 1).every((s) => s === 429)).toBe(true);
  });

  it.runIf(onPostgres)('consumes a one-time access key exactly once, even when registrations race (PostgreSQL)', async () => {
    const key = 'ABCD2345EFGH6789';
    await t.db.insert(employeeAccessKeys).values({ keyHash: sha256(key), employeeName: 'Racer', expiresAt: new Date(Date.now() + 86_400_000) });
    const racers = await Promise.all(Array.from({ length: 8 }, () => signedUp(t.app)));
    const results = await Promise.all(
      racers.map(({ client }) => client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: key.toLowerCase() }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.db
      .select()
      .from(employeeAccessKeys)
      .where(eq(employeeAccessKeys.keyHash, sha256(key)));
    expect(row!.isUsed).toBe(true);
  });

  it('refuses an expired access key', async () => {
    const key = 'EXPD2345EFGH6789';
    await t.db.insert(employeeAccessKeys).values({ keyHash: sha256(key), employeeName: 'Late', expiresAt: new Date(Date.now() - 1000) });
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: key }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid employee access code');
  });

  it('is reachable only with a session', async () => {
    expect((await new TestClient(t.app).post('/api/employee-profile', buildRegistration())).statusCode).toBe(401);
  });
});
