import type { FileStore } from './types';

export interface MigrateSummary {
  total: number;
  copied: number;
  skipped: number;
  failed: number;
  bytesCopied: number;
}

/**
 * `npm run storage:migrate`: copies every stored file from one store to another (the local
 * folder to the bucket), skipping what the target already holds with the same size and MD5,
 * so it may be run again after an interruption. Never removes anything from the source.
 * Unfinished uploads (`.tmp`, dot-files) are not stored files and are left out.
 */
export async function migrateFiles(from: FileStore, to: FileStore, log: (line: string) => void): Promise<MigrateSummary> {
  const files = (await from.list('')).filter((o) => {
    const name = o.key.slice(o.key.lastIndexOf('/') + 1);
    return !name.startsWith('.') && !name.endsWith('.tmp');
  });
  const summary: MigrateSummary = { total: files.length, copied: 0, skipped: 0, failed: 0, bytesCopied: 0 };
  const width = String(files.length).length;
  for (const [i, file] of files.entries()) {
    const step = `[${String(i + 1).padStart(width)}/${files.length}]`;
    try {
      const [source, target] = await Promise.all([from.summary(file.key), to.summary(file.key)]);
      if (!source) continue; // removed while we ran (a photo deleted meanwhile)
      if (target && target.size === source.size && target.md5 !== null && target.md5 === source.md5) {
        summary.skipped += 1;
        log(`${step} already there  ${file.key}`);
        continue;
      }
      const opened = await from.open(file.key);
      if (!opened) continue;
      await to.write(file.key, opened.stream, opened.size);
      summary.copied += 1;
      summary.bytesCopied += opened.size;
      log(`${step} copied         ${file.key} (${opened.size} bytes)`);
    } catch (error) {
      summary.failed += 1;
      log(`${step} FAILED         ${file.key}: ${(error as Error).message}`);
    }
  }
  return summary;
}
