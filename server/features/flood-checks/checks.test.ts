import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ISSUED_CODE } from '../../../core/contracts/flood-check';
import { floodPreventionChecks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('flood prevention checks API', () => {
  it('creates a completed check when name, date and signature are present, else a draft', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const done = await client.post('/api/flood-prevention-checks', buildCheck());
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      userId: user.id,
      status: 'completed',
      clientName: 'Margaret Chen',
      bathroom1MixerTapHoses: 'amber',
      kitchenInspectionStatus: 'na',
      certificateIssued: false,
    });
    expect(done.json().completedAt).toEqual(expect.any(String));

    const draft = await client.post('/api/flood-prevention-checks', buildCheck({ plumberSignature: '', status: 'completed' }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', completedAt: null });
  });

  it('keeps the first completion time across updates, clears it when the check goes back to draft, and names its author', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const created = (await client.post('/api/flood-prevention-checks', buildCheck())).json();
    const firstCompleted = created.completedAt as string;
    expect(created.createdByName).toBe(`${user.firstName} ${user.lastName}`);
    const again = await client.put(`/api/flood-prevention-checks/${created.id}`, buildCheck({ clientName: 'Margaret Chen-Li' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: created.id,
      clientName: 'Margaret Chen-Li',
      status: 'completed',
      completedAt: firstCompleted,
      createdByName: `${user.firstName} ${user.lastName}`,
    });
    const draft = await client.put(`/api/flood-prevention-checks/${created.id}`, buildCheck({ plumberSignature: '' }));
    expect(draft.json()).toMatchObject({ status: 'draft', completedAt: null });
    const completedAgain = await client.put(`/api/flood-prevention-checks/${created.id}`, buildCheck());
    expect(completedAgain.json().completedAt).toEqual(expect.any(String));
    expect(completedAgain.json().completedAt).not.toBe(firstCompleted);
  });

  it('answers every missing field with the spec message and stores nothing', async () => {
    const { client, user } = await registered(t.app, 'Apprentice');
    const res = await client.post('/api/flood-prevention-checks', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      clientName: 'Client name is required',
      streetNumber: 'Street number is required',
      streetName: 'Street name is required',
      streetType: 'Street type is required',
      suburb: 'Suburb is required',
      postcode: 'Valid postcode is required',
      initialJobNumber: 'Job number is required',
      clientEmail: 'Valid email address is required',
    });
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ postcode: '312' }))).json().fields).toEqual({
      postcode: 'Valid postcode is required',
    });
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ postcode: '31210' }))).json().fields).toEqual({
      postcode: 'Postcode must be 4 digits',
    });
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ clientEmail: 'nope' }))).json().fields).toEqual({
      clientEmail: 'Valid email address is required',
    });
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ staticPressureStatus: 'maybe' }))).statusCode).toBe(400);
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ bathroom2MixerTapHoses: 'purple' }))).statusCode).toBe(400);
    expect((await client.post('/api/flood-prevention-checks', buildCheck({ plumberSignature: 'data:text/html;base64,PGgxPg==' }))).statusCode).toBe(400);
    expect(await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.userId, user.id))).toEqual([]);
  });

  it('updates the existing check on Update Report, never a duplicate', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const created = (await client.post('/api/flood-prevention-checks', buildCheck({ plumberSignature: '' }))).json();
    const before = (await client.get('/api/flood-prevention-checks')).json().total;
    const res = await client.put(
      `/api/flood-prevention-checks/${created.id}`,
      buildCheck({ clientName: 'Margaret Chen-Wong', temperatureCelsius: 55, hotWaterTempStatus: 'fail' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      clientName: 'Margaret Chen-Wong',
      temperatureCelsius: 55,
      status: 'completed',
      createdAt: created.createdAt,
    });
    const list = (await client.get('/api/flood-prevention-checks')).json();
    expect(list.total).toBe(before);
    expect(list.items.filter((i: { id: number }) => i.id === created.id)).toHaveLength(1);
    const invalid = await client.put(`/api/flood-prevention-checks/${created.id}`, buildCheck({ clientName: '' }));
    expect(invalid.json().fields).toEqual({ clientName: 'Client name is required' });
    expect((await client.put('/api/flood-prevention-checks/abc', buildCheck())).statusCode).toBe(400);
  });

  it('shows plumbers and apprentices their own checks, office, management and the owner all, newest first', async () => {
    const a = await registered(t.app, 'Plumber');
    const b = await registered(t.app, 'Apprentice');
    const office = await registered(t.app, 'Office Staff');
    const first = (await a.client.post('/api/flood-prevention-checks', buildCheck({ clientName: 'First Client' }))).json();
    const second = (await b.client.post('/api/flood-prevention-checks', buildCheck({ clientName: 'Second Client' }))).json();
    const third = (await a.client.post('/api/flood-prevention-checks', buildCheck({ clientName: 'Third Client' }))).json();

    const mine = (await a.client.get('/api/flood-prevention-checks')).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([third.id, first.id]);
    expect(mine.total).toBe(2);
    expect(mine.items[0]).toMatchObject({
      clientName: 'Third Client',
      address: '2/14 Smith Street, Richmond VIC 3121',
      status: 'completed',
      initialJobNumber: 'JOB-1042',
      clientEmail: 'margaret.chen@example.com',
      photoCount: 0,
      createdByName: 'Sam Taylor',
    });
    expect(mine.items[0]).not.toHaveProperty('plumberSignature');
    expect((await b.client.get('/api/flood-prevention-checks')).json().items.map((i: { id: number }) => i.id)).toEqual([second.id]);

    const all = (await office.client.get('/api/flood-prevention-checks?limit=100')).json();
    const ids = all.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('pages with a cursor without skipping or repeating', async () => {
    const { client } = await registered(t.app, 'Plumber');
    for (let i = 0; i < 5; i++) await client.post('/api/flood-prevention-checks', buildCheck({ clientName: `Client ${i}` }));
    const p1 = (await client.get('/api/flood-prevention-checks?limit=2')).json();
    const p2 = (await client.get(`/api/flood-prevention-checks?limit=2&cursor=${p1.nextCursor}`)).json();
    const p3 = (await client.get(`/api/flood-prevention-checks?limit=2&cursor=${p2.nextCursor}`)).json();
    const names = [...p1.items, ...p2.items, ...p3.items].map((i: { clientName: string }) => i.clientName);
    expect(names).toEqual(['Client 4', 'Client 3', 'Client 2', 'Client 1', 'Client 0']);
    expect(p1.total).toBe(5);
    expect(p2.total).toBeNull(); // counted once per listing, not per page
    expect(p3.nextCursor).toBeNull();
    expect((await client.get('/api/flood-prevention-checks?limit=1000')).statusCode).toBe(400);
  });

  it('keeps the totals in step with the table (kept by a trigger, issue 9): own for a plumber, everyone for the office', async () => {
    const count = async () =>
      Number(((await t.db.execute(sql`select count(*)::int as n from flood_prevention_checks`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const a = await registered(t.app, 'Plumber');
    const office = await registered(t.app, 'Office Staff');
    for (let i = 0; i < 3; i++) await a.client.post('/api/flood-prevention-checks', buildCheck());
    expect((await a.client.get('/api/flood-prevention-checks')).json().total).toBe(3);
    expect((await office.client.get('/api/flood-prevention-checks')).json().total).toBe(await count());
    // A check deleted or handed to someone else (as an administrator might in SQL) moves the counts too.
    const [moved, gone] = (await a.client.get('/api/flood-prevention-checks')).json().items as Array<{ id: number }>;
    await t.db.update(floodPreventionChecks).set({ userId: office.user.id }).where(eq(floodPreventionChecks.id, moved!.id));
    await t.db.delete(floodPreventionChecks).where(eq(floodPreventionChecks.id, gone!.id));
    expect((await a.client.get('/api/flood-prevention-checks')).json().total).toBe(1);
    expect((await office.client.get('/api/flood-prevention-checks')).json().total).toBe(await count());
  });

  it("refuses another user's check: 404 when it is hidden, 403 when seen but not theirs to change (office staff)", async () => {
    const owner = await registered(t.app, 'Plumber');
    const check = (await owner.client.post('/api/flood-prevention-checks', buildCheck())).json();
    const other = await registered(t.app, 'Plumber');
    const put = await other.client.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ clientName: 'Hijacked' }));
    expect(put.statusCode).toBe(404);
    const office = await registered(t.app, 'Office Staff');
    expect((await office.client.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ clientName: 'Hijacked' }))).statusCode).toBe(403);
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(row!.clientName).toBe('Margaret Chen');
  });

  it('keeps a check with an issued certificate read-only (409)', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const check = (await client.post('/api/flood-prevention-checks', buildCheck())).json();
    await t.db.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, check.id));
    const res = await client.put(`/api/flood-prevention-checks/${check.id}`, buildCheck({ clientName: 'Changed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: CERTIFICATE_ISSUED_CODE, message: expect.stringContaining('issued compliance certificate') });
    // The form learns it from the check itself, before anyone presses Update Report.
    const got = (await client.get(`/api/flood-prevention-checks/${check.id}`)).json();
    expect(got).toMatchObject({ certificateIssued: true, certificateIssuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });
});
