import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits';
import { exifTakenAt } from '../../../core/rules/exif-time';
import { processCount, type AppConfig } from '../../config';
import { EXTENSION, sniffImageType, type ImageMime } from '../../lib/images';
import { limitConcurrency } from '../../lib/concurrency';
import { assertMultipartBoundary, uploadFailure } from '../../lib/multipart';
import { AppError, fieldError } from '../../lib/errors';
import { fileStore, newFileName, removeQuietly } from '../../lib/storage';
import { compressedName, PHOTO_FOLDER, photoKey } from './photo-files';

// A decoded 12 MP photo holds ~36 MB; decoding more at once than there are cores only adds
// memory (20 uploads in flight peaked at ~735 MiB), so the others wait their turn (docs/performance.md#results, figure 4).
// The cores are shared by every worker process: each takes its share.
let decodeTurns: ReturnType<typeof limitConcurrency> | undefined;
function oneDecodePerCore<T>(config: AppConfig, work: () => Promise<T>): Promise<T> {
  decodeTurns ??= limitConcurrency(Math.max(1, Math.floor(availableParallelism() / processCount(config))));
  return decodeTurns(work);
}

const MB = Math.round(LIMITS.photoMaxBytes / 1024 / 1024);
const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image';

export interface ReceivedUpload {
  /** Text parts of the form, by name. */
  fields: Record<string, string>;
  /** The streamed file, still under a temporary name, or null when none was sent. */
  tempPath: string | null;
  size: number;
}

/**
 * Streams the multipart body: the `photo` file goes straight to a temporary file in the
 * store's staging folder (never held whole in memory; the temporary name is never served), the text
 * parts are collected. Any failure removes the temporary file.
 */
export async function receiveUpload(request: FastifyRequest, config: AppConfig): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
  assertMultipartBoundary(request);
  const dir = fileStore(config).stagingDir(PHOTO_FOLDER);
  await mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let tempPath: string | null = null;
  let size = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'photo' || tempPath) {
        part.file.resume();
        throw fieldError('photo', 'Send one file, named "photo".');
      }
      tempPath = path.join(dir, `.upload-${randomUUID()}.tmp`);
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated) throw tooLarge();
      size = (await stat(tempPath)).size;
    }
  } catch (error) {
    if (tempPath) await removeQuietly(tempPath);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw uploadFailure(error, request);
  }
  return { fields, tempPath, size };
}

function tooLarge(): AppError {
  return new AppError(413, 'too_large', `Photos must be at most ${MB} MB.`, { photo: `Photos must be at most ${MB} MB.` });
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    await handle.sync(); // the original must be on disk before its row commits
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface StoredPhoto {
  fileName: string;
  /** Where the original lives (the row's file_path): a local path or an s3:// address. */
  filePath: string;
  key: string;
  compressedKey: string;
  mimeType: ImageMime;
  /** The camera's EXIF DateTimeOriginal, or null (read before the compressed copy drops all metadata). */
  exifTakenAt: Date | null;
}

/**
 * Turns the temporary upload into the two stored files (docs/product.md#photos): the original under a
 * server-made name, recognised by its bytes, and `compressed-{fileName}` (long edge 1600,
 * JPEG quality 80, orientation applied, all metadata including location dropped). Both are
 * durable before this returns; on any failure neither is left behind.
 */
export async function storePhoto(config: AppConfig, tempPath: string): Promise<StoredPhoto> {
  const store = fileStore(config);
  const written: string[] = [];
  try {
    const mime = sniffImageType(await readHead(tempPath));
    if (!mime) throw fieldError('photo', NOT_AN_IMAGE);
    const fileName = newFileName(EXTENSION[mime]);
    const { compressed, exif } = await oneDecodePerCore(config, () => compress(tempPath));
    const key = photoKey(fileName);
    const compressedKey = photoKey(compressedName(fileName));
    written.push(compressedKey);
    await store.write(compressedKey, compressed);
    written.push(key);
    await store.adopt(key, tempPath);
    return { fileName, filePath: store.locate(key), key, compressedKey, mimeType: mime, exifTakenAt: exifTakenAt(exif, config.timeZone) };
  } catch (error) {
    await removeQuietly(tempPath);
    await store.remove(...written);
    throw error;
  }
}

async function compress(file: string): Promise<{ compressed: Buffer; exif: Buffer | undefined }> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file).metadata();
  } catch {
    throw fieldError('photo', NOT_AN_IMAGE);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > LIMITS.photoMaxPixels)
    throw fieldError('photo', 'The photo has too many pixels. Please take it at a lower resolution.');
  try {
    const compressed = await sharp(file, { failOn: 'truncated', limitInputPixels: LIMITS.photoMaxPixels, sequentialRead: true })
      .rotate()
      .resize({ width: LIMITS.compressedLongEdge, height: LIMITS.compressedLongEdge, fit: 'inside', withoutEnlargement: true })
      // libjpeg-turbo, not mozjpeg: mozjpeg's smaller files cost about 2.5x the CPU per photo.
      .jpeg({ quality: LIMITS.compressedJpegQuality })
      .toBuffer();
    return { compressed, exif: meta.exif };
  } catch {
    throw fieldError('photo', 'The photo could not be read. Please take it again.');
  }
}
