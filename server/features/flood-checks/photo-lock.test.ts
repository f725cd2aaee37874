import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_ISSUED_CODE } from '../../../core/contracts/flood-check';
import { floodPreventionChecks, inspectionPhotos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { buildCheck, registered } from '../../test/factories';
import { sessionCookieName } from '../../auth/cookies';
import { stagedNames, storedNames } from '../../test/storage';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

/**
 * An issued certificate freezes its check (docs/product.md#certificates). An upload or a
 * photo delete that passed the lock check before the certificate was issued must not change
 * the check after it: the lock is checked again, with the check's row locked, in the
 * transaction that writes the photo row.
 */
let t: TestApp;
let plumber: TestClient;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  plumber = (await registered(t.app, 'Plumber')).client;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const newCheck = async (): Promise<number> => (await plumber.post('/api/flood-prevention-checks', buildCheck())).json().id;
/** What issuing does to the check (a conditional update of its row), done directly so the test controls when. */
const issue = (checkId: number) =>
  t.db.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, checkId));
const photoRows = (checkId: number) => t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.floodPreventionCheckId, checkId));
const photoFiles = async () => [...new Set([...(await storedNames(t.config, 'checks')), ...(await stagedNames(t.config, 'checks'))])].sort();
const until = async (what: () => Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await what()); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('the certificate lock, checked again where the photo row is written', () => {
  it('refuses an upload that began before the certificate was issued and finished after it: 409, no row, no file', async () => {
    const checkId = await newCheck();
    const filesBefore = await photoFiles();
    const { payload, headers } = multipart(photoParts(await jpegPhoto(800, 600)));
    const cookie = sessionCookieName(t.config);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/flood-prevention-checks/${checkId}/photos`,
          headers: { ...headers, origin: `http://127.0.0.1:${port}`, cookie: `${cookie}=${plumber.cookies.get(cookie)}`, 'content-length': payload.length },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(payload.subarray(0, payload.length - 1000));
      // The upload is under way (past the first lock check, writing its temporary file) when the certificate is issued.
      void until(async () => (await photoFiles()).some((f) => f.startsWith('.upload-')))
        .then(() => issue(checkId))
        .then(() => req.end(payload.subarray(payload.length - 1000)));
    });
    const res = await answer;
    expect(res.status, res.body).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ code: CERTIFICATE_ISSUED_CODE });
    expect(await photoRows(checkId)).toEqual([]);
    expect(await photoFiles()).toEqual(filesBefore);
  });

  it('refuses an upload whose certificate was issued after its first check, while its image was stored: 409, its files removed', async () => {
    const checkId = await newCheck();
    const filesBefore = await photoFiles();
    // The certificate is issued just before the photo row's transaction starts: after the
    // upload's first lock check and after its files were stored, so only the check made in
    // the transaction, with the row locked, can refuse it.
    const transaction = t.db.transaction.bind(t.db);
    const spy = vi.spyOn(t.db, 'transaction').mockImplementationOnce(async (work, config) => {
      expect((await photoFiles()).length).toBeGreaterThan(filesBefore.length); // stored, not yet in a row
      await issue(checkId);
      return transaction(work, config);
    });
    try {
      const { payload, headers } = multipart(photoParts(await jpegPhoto(400, 300)));
      const res = await plumber.post(`/api/flood-prevention-checks/${checkId}/photos`, payload, { headers });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: CERTIFICATE_ISSUED_CODE });
    } finally {
      spy.mockRestore();
    }
    expect(await photoRows(checkId)).toEqual([]);
    expect(await photoFiles()).toEqual(filesBefore);
  });

  // Two connections are needed to hold the issuing transaction open while the delete runs;
  // PGlite has one, so its transactions never interleave and the early check covers it.
  it.skipIf(!process.env.DATABASE_URL)('refuses a delete that passed the first check while the certificate was being issued (PostgreSQL)', async () => {
    const checkId = await newCheck();
    const upload = multipart(photoParts(await jpegPhoto(200, 150)));
    const photo = (await plumber.post(`/api/flood-prevention-checks/${checkId}/photos`, upload.payload, { headers: upload.headers })).json();
    let deleting: Promise<{ statusCode: number; body: string }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.update(floodPreventionChecks).set({ certificateIssued: true, certificateIssuedAt: new Date() }).where(eq(floodPreventionChecks.id, checkId));
      // Not committed yet: the delete's first check still sees an editable check.
      deleting = plumber.delete(`/api/photos/${photo.id}`);
      await new Promise((r) => setTimeout(r, 1000));
    });
    const res = await deleting!;
    expect(res.statusCode, res.body).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ code: CERTIFICATE_ISSUED_CODE });
    expect(await photoRows(checkId)).toHaveLength(1);
    expect(await photoFiles()).toContain(photo.fileName);
  });
});
