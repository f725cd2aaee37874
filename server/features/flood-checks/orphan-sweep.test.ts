import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStore } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';
import { stagedNames, storedNames } from '../../test/storage';
import { sweepOrphanPhotos } from './orphan-sweep';
import { jpegPhoto, multipart, photoParts } from './test-helpers';

// Runs on the local folder, and on S3 in npm test's storage pass (TEST_STORAGE=s3).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`orphan photo sweep (${process.env.TEST_STORAGE === 's3' ? 'S3' : 'local folder'})`, () => {
  it('removes files no row refers to and unfinished uploads once past the grace period, and keeps every photo with a row', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const checkId = (await client.post('/api/flood-prevention-checks', buildCheck())).json().id;
    const { payload, headers } = multipart(photoParts(await jpegPhoto(80, 60), { section: 'kitchen' }));
    const photo = (await client.post(`/api/flood-prevention-checks/${checkId}/photos`, payload, { headers })).json();

    // What a crash between the file writes and the row leaves behind.
    const store = fileStore(t.config);
    const orphan = '0f0f0f0f-0000-4000-8000-000000000000.jpg';
    await store.write(`checks/${orphan}`, Buffer.from('orphan'));
    await store.write(`checks/compressed-${orphan}`, Buffer.from('orphan copy'));
    const staging = store.stagingDir('checks');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, '.upload-crashed.tmp'), 'half a photo');

    // Within the grace period another instance may be about to commit their row: kept.
    expect(await sweepOrphanPhotos(t.db, t.config, 3_600_000)).toBe(0);
    expect(await storedNames(t.config, 'checks')).toContain(orphan);

    expect(await sweepOrphanPhotos(t.db, t.config, 0)).toBe(3);
    expect(await storedNames(t.config, 'checks')).toEqual([`compressed-${photo.fileName}`, photo.fileName].sort());
    expect(await stagedNames(t.config, 'checks')).toEqual([]);
    expect((await client.get(`/uploads/${photo.fileName}`)).statusCode).toBe(200);
  });
});
