import { readdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { S3Client, ListObjectsV2Command, DeleteObjectCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';
import { fileStore } from '../lib/storage';

/**
 * Which file store the API tests run on. `npm test` runs the file-storing suites twice: on
 * the local folder, then with TEST_STORAGE=s3 against the real S3 server at S3_TEST_ENDPOINT
 * (scripts/swift-s3.sh in CI), each test app on a bucket of its own.
 */
export const s3TestEndpoint = process.env.S3_TEST_ENDPOINT || undefined;
export const onS3 = process.env.TEST_STORAGE === 's3';

export const S3_TEST_CREDENTIALS = {
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'test:tester',
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'testing',
};

/** The environment for a test app's store: empty (the local folder) unless the run is on S3. */
export function testStorageEnv(bucket = freshBucketName()): Record<string, string> {
  if (!onS3) return {};
  if (!s3TestEndpoint) throw new Error('TEST_STORAGE=s3 needs S3_TEST_ENDPOINT (start one with scripts/swift-s3.sh start)');
  return s3Env(bucket);
}

export function s3Env(bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: s3TestEndpoint ?? '',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

export function freshBucketName(): string {
  return `test-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** Names of the files stored under `folder` (e.g. `checks`), sorted, whatever the backend. */
export async function storedNames(config: AppConfig, folder: string): Promise<string[]> {
  const listed = await fileStore(config).list(`${folder}/`);
  return listed.map((o) => o.key.slice(folder.length + 1)).sort();
}

/** A stored file's bytes, or null. */
export function storedBytes(config: AppConfig, folder: string, name: string): Promise<Buffer | null> {
  return fileStore(config).read(`${folder}/${name}`);
}

/** Removes a test bucket and everything in it (one object at a time, as Swift needs). */
export async function dropBucket(bucket: string): Promise<void> {
  if (!s3TestEndpoint) return;
  const client = new S3Client({
    endpoint: s3TestEndpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  try {
    for (;;) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      if (!page.Contents?.length) break;
      for (const o of page.Contents) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key }));
    }
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchBucket') throw error;
  } finally {
    client.destroy();
  }
}

/** Uploads still being received: temporary files in the store's local staging folder. */
export async function stagedNames(config: AppConfig, folder: string): Promise<string[]> {
  const names = await readdir(fileStore(config).stagingDir(folder)).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith('.upload-')).sort();
}
