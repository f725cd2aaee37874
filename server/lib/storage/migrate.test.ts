import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../config';
import { dropBucket, freshBucketName, s3Env, s3TestEndpoint } from '../../test/storage';
import { localStore } from './local';
import { migrateFiles } from './migrate';
import { fileStore, type FileStore } from '.';

const targets: { name: string; env: () => Record<string, string> }[] = [{ name: 'another local folder', env: () => ({}) }];
if (s3TestEndpoint) targets.push({ name: 'an S3 bucket (S3_TEST_ENDPOINT)', env: () => s3Env(freshBucketName()) });
else
  describe.skip('storage:migrate to S3: NOT RUN, S3_TEST_ENDPOINT is not set (scripts/swift-s3.sh start, then S3_TEST_ENDPOINT=http://127.0.0.1:8080)', () => {
    it('copies the local folder to a real S3 bucket', () => undefined);
  });

describe.each(targets)('storage:migrate to $name', ({ env }) => {
  let dir: string;
  let config: AppConfig;
  let from: FileStore;
  let to: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'plumbing-migrate-'));
    from = localStore(path.join(dir, 'source', 'uploads'));
    config = loadConfig({ DATA_DIR: path.join(dir, 'target'), ...env() });
    to = fileStore(config);
    await to.init();
  });
  afterAll(async () => {
    if (config.storage.kind === 's3') await dropBucket(config.storage.bucket);
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every stored file once, skips what is already there, re-copies what differs, leaves the source alone', async () => {
    const files = { 'checks/a.jpg': 'photo a', 'checks/compressed-a.jpg': 'copy a', 'profile/logo.png': 'logo' };
    for (const [key, text] of Object.entries(files)) await from.write(key, Buffer.from(text));
    await from.write('checks/.upload-1.tmp', Buffer.from('unfinished'));
    const lines: string[] = [];
    expect(await migrateFiles(from, to, (l) => lines.push(l))).toEqual({ total: 3, copied: 3, skipped: 0, failed: 0, bytesCopied: 17 });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[1\/3\] copied +checks\//);
    for (const [key, text] of Object.entries(files)) expect((await to.read(key))?.toString()).toBe(text);
    expect(await to.exists('checks/.upload-1.tmp')).toBe(false);

    // Again: nothing to copy. Then one file changed at the source (same size): copied again.
    expect(await migrateFiles(from, to, () => undefined)).toMatchObject({ copied: 0, skipped: 3 });
    await from.write('profile/logo.png', Buffer.from('LOGO'));
    expect(await migrateFiles(from, to, () => undefined)).toMatchObject({ copied: 1, skipped: 2 });
    expect((await to.read('profile/logo.png'))?.toString()).toBe('LOGO');
    expect((await from.list('')).length).toBe(4);
  });
});
