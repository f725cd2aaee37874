import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHistory, type CheckEventRecord } from '../../../core/contracts/certificates';
import { floodPreventionChecks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

/**
 * The history of a check (docs/product.md#history): each change with who made it and when,
 * written in the change's transaction, so a refused change leaves no row. Creation, saves,
 * issue and void are in certificates/certificates.test.ts; here captions, another person's
 * save and a refused save.
 */
let t: TestApp;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, manager: Person;

beforeAll(async () => {
  t = await createTestApp();
  plumber = await registered(t.app, 'Plumber', { firstName: 'Jamie', lastName: 'Nguyen' });
  manager = await registered(t.app, 'Management', { firstName: 'Morgan', lastName: 'Reyes' });
});
afterAll(() => t.close());

/** The check's history, without the follow-ups its failed readings open (follow-ups.test.ts covers those). */
const historyOf = async (client: TestClient, id: number): Promise<CheckEventRecord[]> => {
  const res = await client.get(`/api/flood-prevention-checks/${id}/history`);
  expect(res.statusCode).toBe(200);
  return checkHistory.parse(res.json()).filter((e) => !e.type.startsWith('follow_up'));
};
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await plumber.client.post('/api/flood-prevention-checks', buildCheck(overrides));
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const rowOf = async (id: number) => (await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, id)))[0]!;
const isRecent = (at: string) => Math.abs(Date.now() - Date.parse(at)) < 60_000 && new Date(at).toISOString() === at;

describe('the history of a check', () => {
  it('records a caption change (PATCH /api/photos/{id}) with the photo, its new caption, who and when', async () => {
    const id = await create();
    const { payload, headers } = multipart(photoParts(await jpegPhoto(40, 30), { section: 'kitchen' }));
    const photo = (await plumber.client.post(`/api/flood-prevention-checks/${id}/photos`, payload, { headers })).json() as { id: number };
    expect((await plumber.client.patch(`/api/photos/${photo.id}`, { caption: 'Mixer tap braided hose, kinked' })).statusCode).toBe(200);

    const events = await historyOf(plumber.client, id);
    expect(events.map((e) => e.type)).toEqual(['created', 'photo_added', 'caption_changed']);
    const caption = events[2]!;
    expect(caption).toMatchObject({
      actorName: 'Jamie Nguyen',
      details: { photoId: photo.id, section: 'kitchen', caption: 'Mixer tap braided hose, kinked' },
    });
    expect(isRecent(caption.at)).toBe(true);
    // A caption refused (over 200 characters) writes nothing.
    expect((await plumber.client.patch(`/api/photos/${photo.id}`, { caption: 'c'.repeat(201) })).statusCode).toBe(400);
    expect(await historyOf(plumber.client, id)).toEqual(events);
  });

  it('names Management, not the author, as who saved the author’s check', async () => {
    const id = await create();
    const res = await manager.client.put(`/api/flood-prevention-checks/${id}`, buildCheck({ generalNotes: 'Reviewed by management' }));
    expect(res.statusCode).toBe(200);
    const events = await historyOf(manager.client, id);
    expect(events.map((e) => [e.type, e.actorName])).toEqual([
      ['created', 'Jamie Nguyen'],
      ['updated', 'Morgan Reyes'],
    ]);
    expect(events[1]!.details).toEqual({ fields: ['generalNotes'] });
    expect(isRecent(events[1]!.at)).toBe(true);
  });

  it('leaves the check and its history unchanged when a save (PUT) is refused for bad input', async () => {
    const id = await create();
    const [row, history] = [await rowOf(id), await historyOf(plumber.client, id)];
    // A valid change beside the invalid ones must not land either.
    const res = await plumber.client.put(
      `/api/flood-prevention-checks/${id}`,
      buildCheck({ clientName: 'Changed Name', clientEmail: 'not-an-email', staticPressureKpa: 650, staticPressureStatus: 'pass' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['clientEmail', 'staticPressureOverrideReason']);
    expect(await rowOf(id)).toEqual(row);
    expect(await historyOf(plumber.client, id)).toEqual(history);
  });
});
