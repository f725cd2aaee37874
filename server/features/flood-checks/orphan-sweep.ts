import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inspectionPhotos } from '../../db/schema';
import { fileStore, removeQuietly, type FileStore } from '../../lib/storage';
import { PHOTO_FOLDER, photoKey } from './photo-files';

/**
 * Removes photo files that no row refers to. An upload writes its files before its row
 * commits, so a crash between the two leaves files without a row (never the reverse); this
 * sweep, run at start-up and then hourly, clears them. Files younger than the grace period
 * are left alone: another instance may be about to commit their row. Works the same on
 * every backend of the file store; the S3 store's local staging folder is cleared too.
 */
export async function sweepOrphanPhotos(db: Db, config: AppConfig, graceMs: number): Promise<number> {
  const store = fileStore(config);
  const cutoff = Date.now() - graceMs;
  const prefix = `${PHOTO_FOLDER}/`;
  const old = (await store.list(prefix, cutoff)).map((o) => o.key.slice(prefix.length)).filter((n) => !n.includes('/'));
  const candidates = old.filter((n) => !n.endsWith('.tmp')).map((n) => n.replace(/^compressed-/, ''));
  const referenced = new Set<string>();
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const rows = await db.select({ fileName: inspectionPhotos.fileName }).from(inspectionPhotos).where(inArray(inspectionPhotos.fileName, batch));
    for (const r of rows) referenced.add(r.fileName);
  }
  const orphans = old.filter((n) => n.endsWith('.tmp') || !referenced.has(n.replace(/^compressed-/, '')));
  await store.remove(...orphans.map(photoKey));
  return orphans.length + (store.kind === 's3' ? await sweepStaging(store, cutoff) : 0);
}

/** Uploads staged on local disk by an S3 store and never finished (the local store stages inside the photo folder). */
async function sweepStaging(store: FileStore, cutoff: number): Promise<number> {
  const dir = store.stagingDir(PHOTO_FOLDER);
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs <= cutoff && name.endsWith('.tmp')) old.push(path.join(dir, name));
  }
  await removeQuietly(...old);
  return old.length;
}
