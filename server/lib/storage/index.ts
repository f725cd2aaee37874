import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { localStore } from './local';
import { s3Store } from './s3';
import type { FileStore, StoreKey } from './types';

export type { FileStore, ListedObject, StoreKey, StoredObject } from './types';

/**
 * The one owner of stored files (ADR 0022): the local folder DATA_DIR/uploads (the default)
 * or an S3-compatible bucket (STORAGE=s3). One store per configuration, so every feature
 * handed the same config shares its client.
 */
const stores = new WeakMap<AppConfig, FileStore>();
export function fileStore(config: AppConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = openStore(config);
    stores.set(config, store);
  }
  return store;
}

/** What a store is made from: plain data, so a worker thread can open the same store (ADR 0024). */
export type StoreSettings = Pick<AppConfig, 'storage' | 'uploadDir' | 'dataDir'>;

export function storeSettings(config: AppConfig): StoreSettings {
  return { storage: config.storage, uploadDir: config.uploadDir, dataDir: config.dataDir };
}

export function openStore(settings: StoreSettings): FileStore {
  return settings.storage.kind === 's3' ? s3Store(settings.storage, path.join(settings.dataDir, 'staging')) : localStore(settings.uploadDir);
}

/** The folders of the store: inspection photos, and registration images with the logo. */
export type StoreFolder = 'checks' | 'profile';

/**
 * Files written by the server: names are always server-made (a UUID and an extension), so
 * nothing a user sends ever becomes part of a path or key.
 */
export function newFileName(ext: 'jpg' | 'png' | 'webp'): string {
  return `${randomUUID()}.${ext}`;
}

const SAFE_NAME = /^(compressed-)?[0-9a-f-]{36}\.(jpg|png|webp)$/;
export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** The key of a stored file name in `folder`, or null when the name is not one we make. */
export function storedKey(folder: StoreFolder, name: string): StoreKey | null {
  return isSafeFileName(name) ? `${folder}/${name}` : null;
}

/** Removes local scratch files (staged uploads); never throws. */
export async function removeQuietly(...files: string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f, { force: true }).catch(() => undefined)));
}

const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Streams a stored file privately (never cached by shared caches); 404 when it is gone. The
 * route has already decided who may see it: the store is never reachable by URL.
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, key: StoreKey, cacheControl = 'private, max-age=3600'): Promise<FastifyReply> {
  const found = await store.open(key);
  if (!found) return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  const name = key.slice(key.lastIndexOf('/') + 1);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  // A compressed copy is always a JPEG, whatever the original's extension (photo-upload.ts).
  const type = name.startsWith('compressed-') ? 'image/jpeg' : (MIME_BY_EXT[ext] ?? 'application/octet-stream');
  return reply
    .header('Content-Type', type)
    .header('Content-Length', found.size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(found.stream);
}
