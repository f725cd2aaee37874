import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../core/contracts/notifications';
import { todayInZone } from '../../../core/rules/licence';
import { createTestApp, type TestApp } from '../../test/app';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../test/client';
import { registered } from '../../test/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner'); // licence two years away: never near the reminder
});
afterAll(() => t.close());

/** The company's calendar day when the server answered (its Date header), `days` later. */
function serverDay(res: LightMyRequestResponse, days = 0): string {
  const d = new Date(`${todayInZone(t.config.timeZone, new Date(String(res.headers.date)))}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every day a bell answer was made on, so a run that crossed midnight can be told apart. */
const answeredOn = new Set<string>();

async function bell(client: TestClient): Promise<AppNotification[]> {
  const res = await client.get('/api/notifications');
  expect(res.statusCode).toBe(200);
  answeredOn.add(serverDay(res));
  return res.json().notifications;
}

/**
 * Staff with licences around the 60-day reminder, dated from the server's today (read from
 * its answer, not the test's clock), and what the bell tells each.
 */
async function scenario() {
  answeredOn.clear();
  const today = serverDay(await t.app.inject({ method: 'GET', url: '/api/health' }));
  const inDays = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const expiring = await registered(t.app, 'Plumber', { firstName: 'Casey', lastName: 'Expiring', licenseExpiryDate: inDays(60) });
  const expired = await registered(t.app, 'Apprentice', { firstName: 'Drew', lastName: 'Lapsed', licenseExpiryDate: inDays(-1) });
  const valid = await registered(t.app, 'Plumber', { licenseExpiryDate: inDays(61) });
  const manager = await registered(t.app, 'Management', { licenseExpiryDate: inDays(400) });
  const seen = {
    valid: await bell(valid.client),
    expiring: await bell(expiring.client),
    expired: await bell(expired.client),
    manager: await bell(manager.client),
    owner: await bell(owner.client),
  };
  const sameDay = answeredOn.size === 1 && answeredOn.has(today);
  return { sameDay, inDays, expiring, expired, seen };
}

describe('notifications bell (DECISIONS §6)', () => {
  it("counts real licence expiries: one's own for staff, everyone's for owner and management", async () => {
    // Dates are set from the server's today; a run that crosses midnight in the company's
    // zone is run again rather than judged against a day it did not start on.
    let run = await scenario();
    if (!run.sameDay) run = await scenario();
    expect(run.sameDay, 'the server answered on the day the licences were dated from').toBe(true);
    const { inDays, expiring, expired, seen } = run;

    expect(seen.valid).toEqual([]);
    expect(seen.expiring).toEqual([
      expect.objectContaining({ kind: 'licence_expiring', title: 'Licence expiring soon', userId: expiring.user.id, dueDate: inDays(60) }),
    ]);
    expect(seen.expiring[0]!.message).toBe('Your plumbing licence is due for renewal.');
    expect(seen.expired).toEqual([expect.objectContaining({ kind: 'licence_expired', title: 'Licence expired', userId: expired.user.id })]);

    // Administrators see everyone's, soonest first (and only this run's people are near expiry).
    const mine = (list: AppNotification[]) => list.filter((n) => n.userId === expired.user.id || n.userId === expiring.user.id).map((n) => n.userId);
    expect(mine(seen.manager)).toEqual([expired.user.id, expiring.user.id]);
    expect(seen.manager.find((n) => n.userId === expiring.user.id)!.message).toBe("Casey Expiring's plumbing licence is due for renewal.");
    expect(mine(seen.owner)).toEqual([expired.user.id, expiring.user.id]);
  });
});
