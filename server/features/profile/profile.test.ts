import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '../../../core/contracts/admin';
import type { AppNotification } from '../../../core/contracts/notifications';
import type { Profile } from '../../../core/contracts/profile';
import { todayInZone } from '../../../core/rules/licence';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { images, registered } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
});
afterAll(() => t.close());

function inDays(n: number): string {
  const d = new Date(`${todayInZone(t.config.timeZone)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('My Profile', () => {
  it("answers the user's own details with the registration's names", async () => {
    const me = await registered(t.app, 'Plumber', { mobileNumber: '0411 111 111', plumbingLicenseNumber: 'PL-777', licenseExpiryDate: inDays(400) });
    const res = await me.client.get('/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      email: me.email,
      firstName: 'Sam',
      role: 'Plumber',
      mobileNumber: '0411 111 111',
      plumbingLicenseNumber: 'PL-777',
      licenseExpiryDate: inDays(400),
      licenceStatus: 'valid',
    });
  });

  it('changes only the fields a person keeps up to date; names, role, owner flag and start date are never applied', async () => {
    const me = await registered(t.app, 'Apprentice');
    const res = await me.client.put('/api/profile', {
      mobileNumber: '0499 999 999',
      emergencyContactName: 'Jo Taylor',
      personalEmail: 'NEW.Address@Example.com',
      firstName: 'Mallory',
      lastName: 'Hacker',
      employeeRole: 'Management',
      role: 'Owner',
      isOwner: true,
      startDate: '2001-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      mobileNumber: '0499 999 999',
      emergencyContactName: 'Jo Taylor',
      personalEmail: 'new.address@example.com',
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'Apprentice',
      startDate: '2025-02-03',
    });
    expect((await me.client.get('/api/auth/user')).json()).toMatchObject({ isOwner: false, employeeRole: 'Apprentice' });
    // The owner's employee list shows the new values.
    const listed = (await owner.client.get('/api/employees')).json<Employee[]>().find((e) => e.id === me.user.id);
    expect(listed).toMatchObject({ mobileNumber: '0499 999 999', emergencyContactName: 'Jo Taylor', firstName: 'Sam' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'profile_updated'));
    expect(entries.find((e) => e.targetUserId === me.user.id)?.details).toEqual({ fields: ['mobileNumber', 'personalEmail', 'emergencyContactName'] });
  });

  it('refuses bad values with 400 and changes nothing', async () => {
    const me = await registered(t.app, 'Plumber');
    const before = (await me.client.get('/api/profile')).json<Profile>();
    for (const body of [
      { mobileNumber: 'call me', emergencyContactName: 'Changed' },
      { personalEmail: 'not-an-email' },
      { licenseExpiryDate: '2027-13-45' },
      { driversLicenseUrl: 'data:text/html;base64,PHNjcmlwdD4=' },
    ]) {
      const res = await me.client.put('/api/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await me.client.get('/api/profile')).json()).toEqual(before);
  });

  it('renewing the licence clears the bell at once, for the employee and for the owner', async () => {
    const me = await registered(t.app, 'Plumber', { firstName: 'Renee', licenseExpiryDate: inDays(10) });
    const bell = async (who: { client: typeof me.client }) =>
      (await who.client.get('/api/notifications')).json<{ notifications: AppNotification[] }>().notifications.filter((n) => n.userId === me.user.id);
    expect(await bell(me)).toHaveLength(1);
    expect(await bell(owner)).toHaveLength(1);
    const oldPhoto = (await me.client.get('/api/profile')).json<Profile>().plumbingLicenseUrl!;
    const res = await me.client.put('/api/profile', { licenseExpiryDate: inDays(3 * 365), plumbingLicenseUrl: images.png });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json<Profile>();
    expect(renewed).toMatchObject({ licenseExpiryDate: inDays(3 * 365), licenceStatus: 'valid' });
    expect(renewed.plumbingLicenseUrl).not.toBe(oldPhoto);
    expect(await bell(me)).toEqual([]);
    expect(await bell(owner)).toEqual([]);
    // The new photo is served to its owner; the replaced one is gone.
    expect((await me.client.get(renewed.plumbingLicenseUrl!)).statusCode).toBe(200);
    expect((await me.client.get(oldPhoto)).statusCode).toBe(404);
  });
});
