import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inspectionPhotos } from '../../db/schema';
import { removeQuietly } from '../../lib/storage';
import { checkPhotoDir } from './photo-files';

/**
 * Removes photo files that no row refers to. An upload writes its files before its row
 * commits, so a crash between the two leaves files without a row (never the reverse); this
 * sweep, run at start-up and then hourly, clears them. Files younger than the grace period
 * are left alone: another instance may be about to commit their row.
 */
export async function sweepOrphanPhotos(db: Db, config: AppConfig, graceMs: number): Promise<number> {
  const dir = checkPhotoDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - graceMs;
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs <= cutoff) old.push(name);
  }
  const candidates = old.filter((n) => !n.endsWith('.tmp')).map((n) => n.replace(/^compressed-/, ''));
  const referenced = new Set<string>();
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const rows = await db.select({ fileName: inspectionPhotos.fileName }).from(inspectionPhotos).where(inArray(inspectionPhotos.fileName, batch));
    for (const r of rows) referenced.add(r.fileName);
  }
  const orphans = old.filter((n) => n.endsWith('.tmp') || !referenced.has(n.replace(/^compressed-/, '')));
  await removeQuietly(...orphans.map((n) => path.join(dir, n)));
  return orphans.length;
}
