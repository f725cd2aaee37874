import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../core/contracts/endpoint';
import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import { floodPreventionChecks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CREATE = floodCheckEndpoints.create.path;
const rowsOf = (userId: number, draftId: string) =>
  t.db
    .select({ id: floodPreventionChecks.id })
    .from(floodPreventionChecks)
    .where(and(eq(floodPreventionChecks.userId, userId), eq(floodPreventionChecks.draftId, draftId)));

/** docs/product.md#drafts: a create retried after its reply was lost makes no second check. */
describe('creating a check with the phone draft id', () => {
  it('answers a repeated create with the same check (200), saving the form it carries, and stores one row', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const draftId = crypto.randomUUID();
    const first = await client.post(CREATE, buildCheck({ draftId }));
    expect(first.statusCode).toBe(201);
    // The plumber changed the draft after the first reply was lost: the retry carries the newer form.
    const again = await client.post(CREATE, buildCheck({ draftId, clientName: 'Changed Meanwhile' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, clientName: 'Changed Meanwhile' });
    expect((await client.get(urlOf(floodCheckEndpoints.get, { id: first.json().id }))).json()).toMatchObject({ clientName: 'Changed Meanwhile' });
    expect(await rowsOf(user.id, draftId)).toHaveLength(1);
  });

  it('makes one check of two concurrent creates of the same draft', async () => {
    const { client, user } = await registered(t.app, 'Plumber');
    const draftId = crypto.randomUUID();
    const answers = await Promise.all([client.post(CREATE, buildCheck({ draftId })), client.post(CREATE, buildCheck({ draftId }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await rowsOf(user.id, draftId)).toHaveLength(1);
  });

  it("keeps another author's check with the same draft id apart, and creates without a draft id every time", async () => {
    const a = await registered(t.app, 'Plumber');
    const b = await registered(t.app, 'Plumber');
    const draftId = crypto.randomUUID();
    const mine = await a.client.post(CREATE, buildCheck({ draftId }));
    const theirs = await b.client.post(CREATE, buildCheck({ draftId }));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json()).toMatchObject({ userId: b.user.id });
    expect(theirs.json().id).not.toBe(mine.json().id);

    const old = await Promise.all([a.client.post(CREATE, buildCheck()), a.client.post(CREATE, buildCheck())]);
    expect(old.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(old[0]!.json().id).not.toBe(old[1]!.json().id);
  });

  it('refuses a draft id that is not a UUID with 400', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const res = await client.post(CREATE, buildCheck({ draftId: 'user-12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ draftId: 'draftId must be a UUID' });
  });
});
