import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';
import type { TestClient } from '../../test/client';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

/**
 * A certificate issued through its route freezes the check (docs/product.md#certificates), and every change
 * before it is in the check's history (docs/product.md#history). The issue locks the check's row; a save
 * locks it too, so one of them waits for the other.
 */
let t: TestApp;
let plumber: TestClient;
let manager: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
  manager = (await registered(t.app, 'Management')).client;
});
afterAll(() => t.close());

const url = (id: number) => `/api/flood-prevention-checks/${id}`;
const upload = async (id: number) => {
  const { payload, headers } = multipart(photoParts(await jpegPhoto(400, 300), { section: 'kitchen', description: 'Kitchen mixer' }));
  return plumber.post(`${url(id)}/photos`, payload, { headers });
};
type Event = { type: string; details: Record<string, unknown> };
// The check's own changes: the rows its findings' follow-ups add are follow-ups.test.ts's.
const history = async (id: number) => ((await plumber.get(`${url(id)}/history`)).json() as Event[]).filter((e) => !e.type.startsWith('follow_up_'));

describe('a check with an issued certificate', () => {
  it('refuses every change once issued (409 certificate_issued), records what happened before, and opens again when voided', async () => {
    const id = (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id as number;
    const photo = await upload(id);
    expect(photo.statusCode).toBe(201);
    const second = await upload(id);
    expect((await plumber.delete(`/api/photos/${second.json().id}`)).statusCode).toBe(200);
    expect((await plumber.put(url(id), buildCheck({ streetNumber: '16', temperatureCelsius: 49 }))).statusCode).toBe(200);

    expect((await plumber.post(`${url(id)}/certificate`, {})).statusCode).toBe(200);
    for (const res of [
      await plumber.put(url(id), buildCheck({ clientName: 'Changed' })),
      await upload(id),
      await plumber.delete(`/api/photos/${photo.json().id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('certificate_issued');
    }
    const events = await history(id);
    expect(events.map((e) => e.type)).toEqual(['created', 'photo_added', 'photo_added', 'photo_deleted', 'updated', 'certificate_issued']);
    expect(events[1]!.details).toMatchObject({ section: 'kitchen', description: 'Kitchen mixer', photoId: photo.json().id });
    expect(events[4]!.details).toEqual({ fields: ['streetNumber', 'temperatureCelsius'] });

    expect((await manager.post(`${url(id)}/certificate/void`, { reason: 'Reading entered in the wrong field' })).statusCode).toBe(200);
    expect((await plumber.put(url(id), buildCheck({ clientName: 'Changed' }))).statusCode).toBe(200);
    expect((await history(id)).map((e) => e.type).slice(-2)).toEqual(['certificate_voided', 'updated']);
  });

  it('never lets a save land after an issue: racing each other, the save either comes first (and is in the certificate) or is refused', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id as number),
    );
    await Promise.all(
      ids.map(async (id) => {
        const [save, issue] = await Promise.all([
          plumber.put(url(id), buildCheck({ clientName: 'Saved while issuing' })),
          plumber.post(`${url(id)}/certificate`, {}),
        ]);
        expect(issue.statusCode).toBe(200);
        const types = (await history(id)).map((e) => e.type);
        const stored = (await plumber.get(url(id))).json();
        if (save.statusCode === 200) {
          expect(types).toEqual(['created', 'updated', 'certificate_issued']);
          expect(stored.clientName).toBe('Saved while issuing');
        } else {
          expect(save.statusCode).toBe(409);
          expect(save.json().code).toBe('certificate_issued');
          expect(types).toEqual(['created', 'certificate_issued']);
          expect(stored.clientName).toBe('Margaret Chen');
        }
        expect(stored.certificateIssued).toBe(true);
      }),
    );
  });
});
