import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../core/contracts/notifications';
import { todayInZone } from '../../../core/rules/licence';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A calendar date `days` from today in the company's time zone. */
function inDays(days: number): string {
  const today = todayInZone(t.config.timeZone);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function bell(client: TestClient): Promise<AppNotification[]> {
  const res = await client.get('/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
}

describe('notifications bell (DECISIONS §6)', () => {
  it("counts real licence expiries: one's own for staff, everyone's for owner and management", async () => {
    const expiring = await registered(t.app, 'Plumber', { firstName: 'Casey', lastName: 'Expiring', licenseExpiryDate: inDays(60) });
    const expired = await registered(t.app, 'Apprentice', { firstName: 'Drew', lastName: 'Lapsed', licenseExpiryDate: inDays(-1) });
    const valid = await registered(t.app, 'Plumber', { licenseExpiryDate: inDays(61) });
    const manager = await registered(t.app, 'Management', { licenseExpiryDate: inDays(400) });

    expect(await bell(valid.client)).toEqual([]);
    const own = await bell(expiring.client);
    expect(own).toEqual([expect.objectContaining({ kind: 'licence_expiring', title: 'Licence expiring soon', userId: expiring.user.id, dueDate: inDays(60) })]);
    expect(own[0]!.message).toBe('Your plumbing licence is due for renewal.');
    expect(await bell(expired.client)).toEqual([expect.objectContaining({ kind: 'licence_expired', title: 'Licence expired', userId: expired.user.id })]);

    const all = await bell(manager.client);
    expect(all.map((n) => n.userId)).toEqual([expired.user.id, expiring.user.id]); // soonest first
    expect(all[1]!.message).toBe("Casey Expiring's plumbing licence is due for renewal.");
    const owner = await registered(t.app, 'Owner', { licenseExpiryDate: inDays(400) });
    expect((await bell(owner.client)).map((n) => n.userId)).toEqual([expired.user.id, expiring.user.id]);
  });
});
