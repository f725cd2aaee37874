import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import path from 'node:path';

/**
 * Files written by the server: names are always server-made (a UUID and an extension), so
 * nothing a user sends ever becomes part of a path.
 */
export function newFileName(ext: 'jpg' | 'png' | 'webp'): string {
  return `${randomUUID()}.${ext}`;
}

const SAFE_NAME = /^(compressed-)?[0-9a-f-]{36}\.(jpg|png|webp)$/;
export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** Resolves a stored file name inside `dir`, or null when the name is not one we make. */
export function resolveStored(dir: string, name: string): string | null {
  if (!isSafeFileName(name)) return null;
  const full = path.resolve(dir, name);
  return full.startsWith(path.resolve(dir) + path.sep) ? full : null;
}

/** Writes durably: temp file, fsync, rename; a crash leaves either the whole file or none. */
export async function writeFileDurably(dir: string, name: string, data: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const full = path.join(dir, name);
  const tmp = `${full}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, full);
  return full;
}

export async function removeQuietly(...files: string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f, { force: true }).catch(() => undefined)));
}

const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Streams a stored file privately (never cached by shared caches); 404 when it is gone.
 * Registration documents (licences, signatures) pass `no-store`: not kept in any cache.
 */
export async function sendStoredFile(reply: FastifyReply, full: string, cacheControl = 'private, max-age=3600'): Promise<FastifyReply> {
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  const ext = full.slice(full.lastIndexOf('.') + 1);
  // A compressed copy is always a JPEG, whatever the original's extension (photo-upload.ts).
  const type = path.basename(full).startsWith('compressed-') ? 'image/jpeg' : (MIME_BY_EXT[ext] ?? 'application/octet-stream');
  return reply
    .header('Content-Type', type)
    .header('Content-Length', info.size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(createReadStream(full));
}
