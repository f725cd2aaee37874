import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type StorageConfig } from '../../config';
import type { FileStore, ListedObject } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function isMissing(error: unknown): boolean {
  const e = error as S3ServiceException;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * An S3-compatible bucket, object key = the local store's relative path. A PUT is atomic, so
 * readers never see half an object. Kept to what every S3-compatible store supports (tested
 * against OpenStack Swift's s3api): no batch delete (Swift wants Content-MD5, which current
 * SDKs no longer send), no tagging, checksums only where the protocol requires them.
 */
export function s3Store(config: S3Config, stagingRoot: string): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Streamed bodies: the newer default CRC32 trailer is not understood by every store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const where = `${config.endpoint ?? 'AWS S3'} bucket ${Bucket}`;

  async function put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    if (!Buffer.isBuffer(body) && size === undefined) throw new Error('s3Store.write: a stream needs its size');
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: Buffer.isBuffer(body) ? body.length : size }));
  }

  return {
    kind: 's3',
    async init() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return;
      } catch (error) {
        if (!isMissing(error))
          throw new ConfigError(`Storage: cannot reach ${where}: ${describe(error)}. Check S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`);
      }
      try {
        await client.send(new CreateBucketCommand({ Bucket }));
      } catch (error) {
        // Another instance may have created it between our two calls: then it is there now.
        const there = await client.send(new HeadBucketCommand({ Bucket })).then(
          () => true,
          () => false,
        );
        if (there) return;
        throw new ConfigError(
          `Storage: ${where} does not exist and could not be created: ${describe(error)}. Create it, or give these credentials the right to.`,
        );
      }
    },
    locate(key) {
      return `s3://${Bucket}/${key}`;
    },
    write: put,
    async adopt(key, file) {
      const { size } = await stat(file);
      await put(key, createReadStream(file), size);
      // The staging copy is no longer needed; the caller removes it whatever happens.
    },
    async open(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await this.summary(key)) !== null;
    },
    async summary(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        // A single-part PUT's ETag is its MD5; a multipart one's is not (it has a "-").
        const etag = (out.ETag ?? '').replaceAll('"', '');
        return { size: Number(out.ContentLength ?? 0), md5: /^[0-9a-f]{32}$/.test(etag) ? etag : null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(...keys) {
      // One at a time: see above about batch delete.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined)));
    },
    async list(prefix, modifiedBefore = Infinity) {
      const out: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          const modifiedAt = o.LastModified ?? new Date(0);
          // LastModified has whole seconds, and Swift rounds it up: an object written just
          // now may read as up to a second in the future, so the age allows for that second.
          if (o.Key && modifiedAt.getTime() - 1000 <= modifiedBefore) out.push({ key: o.Key, size: Number(o.Size ?? 0), modifiedAt });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
    stagingDir(folder) {
      return path.join(stagingRoot, folder);
    },
  };
}

function describe(error: unknown): string {
  const e = error as S3ServiceException & { code?: string };
  const status = e?.$metadata?.httpStatusCode;
  return [e?.name, e?.code, status && `HTTP ${status}`, e?.message].filter(Boolean).join(', ') || String(error);
}
