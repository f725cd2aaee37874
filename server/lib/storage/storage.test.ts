import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from '../../config';
import { dropBucket, freshBucketName, s3Env, s3TestEndpoint } from '../../test/storage';
import { fileStore, type FileStore } from '.';

/** The seam's contract, the same on every backend: what the features rely on. */
const backends: { name: string; env: () => Record<string, string> }[] = [{ name: 'local folder', env: () => ({}) }];
if (s3TestEndpoint) backends.push({ name: 'S3 (S3_TEST_ENDPOINT)', env: () => s3Env(freshBucketName()) });
else
  describe.skip('file store on S3: NOT RUN, S3_TEST_ENDPOINT is not set (scripts/swift-s3.sh start, then S3_TEST_ENDPOINT=http://127.0.0.1:8080)', () => {
    it('runs the contract below against a real S3 server', () => undefined);
  });

describe.each(backends)('file store: $name', ({ env }) => {
  let dataDir: string;
  let config: AppConfig;
  let store: FileStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'plumbing-store-'));
    config = loadConfig({ DATA_DIR: dataDir, ...env() });
    store = fileStore(config);
    await store.init();
    await store.init(); // a second start finds the bucket there
  });
  afterAll(async () => {
    if (config.storage.kind === 's3') await dropBucket(config.storage.bucket);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes from a buffer or a stream, reads back as a stream, tells existence and removes', async () => {
    const bytes = Buffer.from('x'.repeat(70_000));
    await store.write('checks/a.jpg', bytes);
    await store.write('checks/b.jpg', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), bytes.length);
    for (const key of ['checks/a.jpg', 'checks/b.jpg']) {
      const found = await store.open(key);
      expect(found?.size).toBe(bytes.length);
      const chunks: Buffer[] = [];
      for await (const chunk of found!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(bytes);
      expect(await store.exists(key)).toBe(true);
    }
    expect(await store.summary('checks/a.jpg')).toEqual({ size: bytes.length, md5: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await store.remove('checks/a.jpg', 'checks/b.jpg', 'checks/never-there.jpg');
    expect(await store.exists('checks/a.jpg')).toBe(false);
    expect(await store.open('checks/b.jpg')).toBeNull();
    expect(await store.read('checks/b.jpg')).toBeNull();
  });

  it('adopts a staged upload and lists by prefix and age', async () => {
    const staged = path.join(store.stagingDir('checks'), '.upload-test.tmp');
    await rm(path.dirname(staged), { recursive: true, force: true }).catch(() => undefined);
    await store.write('profile/logo.png', Buffer.from('logo'));
    await mkdir(path.dirname(staged), { recursive: true });
    await writeFile(staged, 'photo');
    await store.adopt('checks/c.jpg', staged);
    expect((await store.read('checks/c.jpg'))?.toString()).toBe('photo');
    const listed = await store.list('checks/');
    expect(listed.map((o) => o.key).filter((k) => !k.includes('.upload-'))).toEqual(['checks/c.jpg']);
    expect(listed.find((o) => o.key === 'checks/c.jpg')?.size).toBe(5);
    expect(await store.list('checks/', Date.now() - 3_600_000)).toEqual([]);
    expect((await store.list('profile/')).map((o) => o.key)).toEqual(['profile/logo.png']);
  });

  it('keeps the local upload folder empty on S3, and the layout DATA_DIR/uploads/checks locally', async () => {
    await store.write('checks/d.jpg', Buffer.from('d'));
    const local = await readdir(path.join(dataDir, 'uploads', 'checks')).catch(() => [] as string[]);
    if (config.storage.kind === 's3') expect(local).toEqual([]);
    else expect(local).toContain('d.jpg');
  });
});

describe('an unreachable S3 store', () => {
  it('stops the start with a ConfigError naming what to check', async () => {
    const config = loadConfig({
      DATA_DIR: tmpdir(),
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'nowhere',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const failure = await fileStore(config)
      .init()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigError);
    expect(String((failure as Error).message)).toMatch(/Storage: cannot reach http:\/\/127\.0\.0\.1:9 bucket nowhere: .*Check S3_ENDPOINT/);
  });

  it.runIf(s3TestEndpoint)("and one that refuses the credentials: the same, with the store's answer", async () => {
    const config = loadConfig({ DATA_DIR: tmpdir(), ...s3Env(freshBucketName()), S3_SECRET_ACCESS_KEY: 'wrong' });
    const failure = await fileStore(config)
      .init()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigError);
    expect(String((failure as Error).message)).toMatch(/HTTP 403.*Check S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
