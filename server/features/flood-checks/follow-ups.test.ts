import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../core/contracts/notifications';
import { runBackfills } from '../../db/backfills';
import { followUps, pendingBackfills } from '../../db/schema';
import type { FollowUp, FollowUpListResponse } from '../../../core/contracts/follow-ups';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { backfillFollowUps } from './follow-up-sync';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

/**
 * Follow-ups through the API (docs/product.md#follow-ups): kept by the check's save (this
 * feature's follow-up-sync.ts), then listed, moved and exported by the follow-ups feature. Here
 * beside the check's own test helpers, which only this feature's folder may import.
 */
let t: TestApp;
let plumber: Awaited<ReturnType<typeof registered>>;
let other: TestClient;
let office: TestClient;
let manager: TestClient;
let owner: TestClient;
let apprentice: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registered(t.app, 'Owner')).client;
  plumber = await registered(t.app, 'Plumber', { firstName: 'Pat', lastName: 'Plumber' });
  other = (await registered(t.app, 'Plumber')).client;
  apprentice = (await registered(t.app, 'Apprentice')).client;
  office = (await registered(t.app, 'Office Staff')).client;
  manager = (await registered(t.app, 'Management')).client;
});
afterAll(() => t.close());

const CHECKS = '/api/flood-prevention-checks';

/** A saved check: buildCheck's default has two findings, static pressure failed and bathroom 1's toilet connector Red (its mixer tap is Orange). */
async function createCheck(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post(CHECKS, buildCheck(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function followUpsOf(client: TestClient, checkId: number, query = ''): Promise<FollowUp[]> {
  const res = await client.get(`/api/follow-ups?check=${checkId}${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as FollowUpListResponse).items;
}

const byItem = (items: FollowUp[]) => Object.fromEntries(items.map((f) => [f.item, f.status]));

describe('follow-ups kept from the check (docs/product.md#follow-ups)', () => {
  it('gives exactly one per finding; saving again does not duplicate; a fixed item is resolved on site', async () => {
    const id = await createCheck(plumber.client, { clientPhone: '0412 345 678' });
    const first = await followUpsOf(office, id);
    expect(byItem(first)).toEqual({ 'Static water pressure': 'open', 'Bathroom 1 toilet connector hose': 'open' });
    expect(first[0]).toMatchObject({
      checkId: id,
      section: 'static-pressure',
      severity: 'fail',
      clientName: 'Margaret Chen',
      address: '2/14 Smith Street, Richmond VIC 3121',
      suburb: 'Richmond',
      clientPhone: '0412 345 678',
      clientEmail: 'margaret.chen@example.com',
      jobNumber: 'JOB-1042',
      plumberName: 'Pat Plumber',
      quoteNumber: null,
      amountCents: null,
    });

    expect((await plumber.client.put(`${CHECKS}/${id}`, buildCheck({ clientPhone: '0412 345 678' }))).statusCode).toBe(200);
    expect((await plumber.client.put(`${CHECKS}/${id}`, buildCheck({ clientPhone: '0412 345 678' }))).statusCode).toBe(200);
    const again = await followUpsOf(office, id);
    expect(again.map((f) => f.id)).toEqual(first.map((f) => f.id));

    // The toilet connector was replaced on site: its follow-up closes; the pressure stays open.
    const fixed = await plumber.client.put(`${CHECKS}/${id}`, buildCheck({ bathroom1ToiletConnectorHose: 'green', clientPhone: '0412 345 678' }));
    expect(fixed.statusCode).toBe(200);
    expect(byItem(await followUpsOf(office, id))).toEqual({ 'Static water pressure': 'open', 'Bathroom 1 toilet connector hose': 'resolved_on_site' });

    // Red again later: the same follow-up reopens, never a second.
    await plumber.client.put(`${CHECKS}/${id}`, buildCheck({ clientPhone: '0412 345 678' }));
    const reopened = await followUpsOf(office, id);
    expect(reopened.map((f) => f.id)).toEqual(first.map((f) => f.id));
    expect(byItem(reopened)['Bathroom 1 toilet connector hose']).toBe('open');

    const history = (await plumber.client.get(`${CHECKS}/${id}/history`)).json() as Array<{ type: string; details: Record<string, unknown> }>;
    expect(history.filter((e) => e.type === 'follow_up_opened').map((e) => e.details.item)).toEqual([
      'Static water pressure',
      'Bathroom 1 toilet connector hose',
      'Bathroom 1 toilet connector hose',
    ]);
    expect(history.find((e) => e.type === 'follow_up_changed')?.details).toMatchObject({ from: 'open', to: 'resolved_on_site' });
  });

  it('keeps one per finding when saves race, and lets only one of two racing moves through', async () => {
    const id = await createCheck(plumber.client);
    const saves = await Promise.all([1, 2, 3].map(() => plumber.client.put(`${CHECKS}/${id}`, buildCheck())));
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [f] = await followUpsOf(office, id);
    expect(await followUpsOf(office, id)).toHaveLength(2);
    const moves = await Promise.all([
      office.patch(`/api/follow-ups/${f!.id}`, { status: 'quoted' }),
      manager.patch(`/api/follow-ups/${f!.id}`, { status: 'resolved_on_site' }),
    ]);
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('makes none for a draft, and none for a check with nothing failed or Red', async () => {
    const draft = await createCheck(plumber.client, { plumberSignature: undefined });
    expect(await followUpsOf(office, draft)).toEqual([]);
    const clean = await createCheck(plumber.client, { staticPressureKpa: 400, staticPressureStatus: 'pass', bathroom1ToiletConnectorHose: 'green' });
    expect(await followUpsOf(office, clean)).toEqual([]);
  });

  it('carries the plumber note and the photos of the section', async () => {
    const id = await createCheck(plumber.client, { bathroom1Notes: 'Connector braid frayed at the nut' });
    const { payload, headers } = multipart(photoParts(await jpegPhoto(40, 30), { section: 'bathroom1' }));
    expect((await plumber.client.post(`${CHECKS}/${id}/photos`, payload, { headers })).statusCode).toBe(201);
    const hose = (await followUpsOf(office, id)).find((f) => f.section === 'bathroom1')!;
    expect(hose.plumberNote).toBe('Connector braid frayed at the nut');
    expect(hose.photos).toHaveLength(1);
    expect(hose.photos[0]!.url).toMatch(/^\/uploads\/compressed-/);
    expect((await office.get(hose.photos[0]!.url)).statusCode).toBe(200);
  });

  it('takes Orange items too once the owner turns the setting on', async () => {
    expect((await manager.put('/api/settings/follow-ups', { orangeCreatesFollowUps: true })).statusCode).toBe(403);
    const on = await owner.put('/api/settings/follow-ups', { orangeCreatesFollowUps: true });
    expect(on.json()).toEqual({ orangeCreatesFollowUps: true });
    try {
      expect((await plumber.client.get('/api/settings/follow-ups')).json()).toEqual({ orangeCreatesFollowUps: true });
      const id = await createCheck(plumber.client);
      const items = await followUpsOf(office, id);
      expect(items.map((f) => [f.item, f.severity])).toEqual([
        ['Static water pressure', 'fail'],
        ['Bathroom 1 mixer tap hoses', 'amber'],
        ['Bathroom 1 toilet connector hose', 'red'],
      ]);
    } finally {
      await owner.put('/api/settings/follow-ups', { orangeCreatesFollowUps: false });
    }
  });
});

describe('who sees and moves follow-ups', () => {
  it('shows office roles every check, plumbers and apprentices only their own', async () => {
    const id = await createCheck(plumber.client);
    for (const client of [office, manager, owner, plumber.client]) expect(await followUpsOf(client, id)).toHaveLength(2);
    for (const client of [other, apprentice]) expect(await followUpsOf(client, id)).toEqual([]);
    const all = (await other.get('/api/follow-ups')).json() as FollowUpListResponse;
    expect(all.items.every((f) => f.plumberId !== plumber.user.id)).toBe(true);
  });

  it('lets only Office Staff, Management and the Owner move them, or export them', async () => {
    const [f] = await followUpsOf(office, await createCheck(plumber.client));
    for (const client of [plumber.client, other, apprentice]) {
      expect((await client.patch(`/api/follow-ups/${f!.id}`, { status: 'resolved_on_site' })).statusCode).toBe(403);
      expect((await client.get('/api/follow-ups.csv')).statusCode).toBe(403);
    }
    for (const client of [office, manager, owner]) expect((await client.get('/api/follow-ups.csv')).statusCode).toBe(200);
    expect((await manager.patch(`/api/follow-ups/${f!.id}`, { status: 'resolved_on_site' })).json()).toMatchObject({ status: 'resolved_on_site' });
  });

  it('moves open -> quoted -> accepted -> done, records who and when, and refuses the rest with 400', async () => {
    const id = await createCheck(plumber.client);
    const [f] = await followUpsOf(office, id);
    const patch = (body: unknown) => office.patch(`/api/follow-ups/${f!.id}`, body);

    for (const body of [{ status: 'accepted' }, { status: 'done' }, { status: 'bogus' }, { status: 'open' }, {}]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await patch({ status: 'resolved_on_site', quoteNumber: 'Q-1' })).statusCode).toBe(400);
    expect((await patch({ status: 'quoted', amountCents: -5 })).statusCode).toBe(400);
    expect((await patch({ status: 'quoted', amountCents: 3_000_000_000 })).statusCode).toBe(400);
    expect((await patch({ status: 'quoted', amountCents: 12.5 })).statusCode).toBe(400);
    expect((await office.patch('/api/follow-ups/999999', { status: 'quoted' })).statusCode).toBe(404);

    const quoted = await patch({ status: 'quoted', quoteNumber: 'Q-2026-0042', amountCents: 48_500, note: 'PLV and braided hoses' });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ status: 'quoted', quoteNumber: 'Q-2026-0042', amountCents: 48_500, note: 'PLV and braided hoses' });
    expect(quoted.json().updatedByName).toBeTruthy();
    expect((await patch({ status: 'resolved_on_site' })).statusCode).toBe(400);
    expect((await patch({ status: 'accepted' })).json()).toMatchObject({ status: 'accepted', quoteNumber: 'Q-2026-0042' });
    expect((await patch({ status: 'done' })).json()).toMatchObject({ status: 'done' });
    expect((await patch({ status: 'declined' })).statusCode).toBe(400);

    const history = (await office.get(`${CHECKS}/${id}/history`)).json() as Array<{ type: string; actorName: string | null; details: Record<string, unknown> }>;
    const moves = history.filter((e) => e.type === 'follow_up_changed').map((e) => [e.details.from, e.details.to]);
    expect(moves).toEqual([
      ['open', 'quoted'],
      ['quoted', 'accepted'],
      ['accepted', 'done'],
    ]);
    // A quoted follow-up is the office's: a save that fixes the item leaves it alone.
    await plumber.client.put(`${CHECKS}/${id}`, buildCheck({ staticPressureKpa: 400, staticPressureStatus: 'pass' }));
    expect((await followUpsOf(office, id)).find((x) => x.id === f!.id)?.status).toBe('done');
  });

  it('filters by status, plumber, suburb and age, oldest first', async () => {
    const id = await createCheck(other, { suburb: 'Footscray', clientName: 'Filter Case' });
    const mine = (await other.get('/api/follow-ups')).json() as FollowUpListResponse;
    const otherId = mine.items[0]!.plumberId;
    const list = async (query: string) => ((await office.get(`/api/follow-ups?${query}`)).json() as FollowUpListResponse).items.filter((f) => f.checkId === id);
    expect(await list('suburb=footS')).toHaveLength(2);
    expect(await list('suburb=Richmond')).toHaveLength(0);
    expect(await list(`plumber=${otherId}&status=open`)).toHaveLength(2);
    expect(await list(`plumber=${plumber.user.id}`)).toHaveLength(0);
    expect(await list('status=quoted')).toHaveLength(0);
    expect(await list('olderThanDays=0')).toHaveLength(2);
    expect(await list('olderThanDays=3')).toHaveLength(0);
    const page = (await office.get('/api/follow-ups')).json() as FollowUpListResponse;
    const times = page.items.map((f) => f.createdAt);
    expect(times).toEqual([...times].sort());
    expect(page.plumbers.map((p) => p.id)).toContain(otherId);
    for (const bad of ['status=nope', 'olderThanDays=abc', 'plumber=x', 'page=0'])
      expect((await office.get(`/api/follow-ups?${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('the bell (docs/product.md#notifications)', () => {
  it('tells the office how many follow-ups have been open for more than 3 days; not plumbers', async () => {
    const id = await createCheck(plumber.client);
    const items = await followUpsOf(office, id);
    await t.db
      .update(followUps)
      .set({ createdAt: sql`now() - interval '4 days'` })
      .where(inArray(followUps.floodPreventionCheckId, [id]));
    const bell = async (client: TestClient) => ((await client.get('/api/notifications')).json() as { notifications: AppNotification[] }).notifications;
    for (const client of [office, manager, owner])
      expect((await bell(client)).filter((n) => n.kind === 'follow_ups_overdue')).toEqual([
        expect.objectContaining({ count: 2, title: 'Follow-ups waiting', message: '2 follow-ups have been open for more than 3 days.' }),
      ]);
    expect((await bell(plumber.client)).some((n) => n.kind === 'follow_ups_overdue')).toBe(false);
    // Quoting one takes it off the count.
    await office.patch(`/api/follow-ups/${items[0]!.id}`, { status: 'quoted' });
    expect((await bell(office)).find((n) => n.kind === 'follow_ups_overdue')?.count).toBe(1);
    await office.patch(`/api/follow-ups/${items[1]!.id}`, { status: 'resolved_on_site' });
    expect((await bell(office)).some((n) => n.kind === 'follow_ups_overdue')).toBe(false);
  });

  it('counts days, not hours: open 5 hours or just under 3 days is not counted, just over 3 days is', async () => {
    const overdue = async () =>
      ((await office.get('/api/notifications')).json() as { notifications: AppNotification[] }).notifications.find((n) => n.kind === 'follow_ups_overdue')
        ?.count ?? 0;
    const before = await overdue();
    // Two checks of two findings each: three aged below, the fourth left just made.
    const [first, second] = [await createCheck(plumber.client), await createCheck(plumber.client)];
    const [fiveHours, underThreeDays, overThreeDays, fresh] = [...(await followUpsOf(office, first)), ...(await followUpsOf(office, second))];
    const openFor = (id: number, age: string) =>
      t.db
        .update(followUps)
        .set({ createdAt: sql`now() - ${age}::interval` })
        .where(eq(followUps.id, id));
    await openFor(fiveHours!.id, '5 hours');
    await openFor(underThreeDays!.id, '3 days - 10 minutes');
    await openFor(overThreeDays!.id, '3 days 10 minutes');
    expect(fresh).toBeDefined();
    expect((await overdue()) - before).toBe(1);
  });
});

describe('GET /api/follow-ups.csv', () => {
  it('is UTF-8 CSV with a header row, escaped, with formulas defused', async () => {
    const id = await createCheck(plumber.client, {
      clientName: 'O\'Brien, "Bob"',
      suburb: 'Csvtown',
      initialJobNumber: '=HYPERLINK("http://evil")',
      clientPhone: '+61 412 345 678',
    });
    const [f] = await followUpsOf(office, id);
    await office.patch(`/api/follow-ups/${f!.id}`, { status: 'quoted', quoteNumber: 'Q-7', amountCents: 123_450 });
    const res = await office.get('/api/follow-ups.csv?suburb=Csvtown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="follow-ups-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Client,Address,Phone,Email,Job number,Item,Status,Quote number,Amount,Created,Updated');
    expect(lines).toHaveLength(4); // header, two follow-ups, the final line break
    expect(lines[1]).toMatch(
      /^"O'Brien, ""Bob""","2\/14 Smith Street, Csvtown VIC 3121",'\+61 412 345 678,margaret\.chen@example\.com,"'=HYPERLINK\(""http:\/\/evil""\)",Static water pressure,Quoted,Q-7,1234\.50,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/,
    );
    expect(lines[2]).toContain(',Bathroom 1 toilet connector hose,Open,,,');
  });
});

describe('checks completed before follow-ups existed (migration 0012, server/db/backfills.ts)', () => {
  it('get their follow-ups once, at the next start; checks that have some are left as they are', async () => {
    const before = await createCheck(plumber.client, { clientName: 'Before Follow-ups' });
    const kept = await createCheck(plumber.client, { clientName: 'Already Kept' });
    // As the check was before migration 0010: no follow-ups. The other keeps its own, one moved on by the office.
    await t.db.delete(followUps).where(inArray(followUps.floodPreventionCheckId, [before]));
    const [quoted] = await followUpsOf(office, kept);
    await office.patch(`/api/follow-ups/${quoted!.id}`, { status: 'quoted' });
    const keptBefore = await followUpsOf(office, kept);
    // The migration leaves the task pending (test apps do not run start-up backfills).
    await t.db.insert(pendingBackfills).values({ name: 'follow-ups' }).onConflictDoNothing();

    const done = await runBackfills(t.db, { 'follow-ups': backfillFollowUps });
    expect(done).toEqual([{ name: 'follow-ups', changed: 2 }]);
    expect(byItem(await followUpsOf(office, before))).toEqual({ 'Static water pressure': 'open', 'Bathroom 1 toilet connector hose': 'open' });
    expect(await followUpsOf(office, kept)).toEqual(keptBefore);
    const history = (await plumber.client.get(`${CHECKS}/${before}/history`)).json() as Array<{ type: string }>;
    expect(history.filter((e) => e.type === 'follow_up_opened')).toHaveLength(4); // two at the save, two from the backfill

    // Done once: the next start finds nothing pending and changes nothing.
    await t.db.delete(followUps).where(inArray(followUps.floodPreventionCheckId, [before]));
    expect(await runBackfills(t.db, { 'follow-ups': backfillFollowUps })).toEqual([]);
    expect(await followUpsOf(office, before)).toEqual([]);
  });
});
