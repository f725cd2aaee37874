import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { FileStore, ListedObject, StoreKey } from './types';

/** Files under `root` (DATA_DIR/uploads), keys as relative paths: the layout every install has. */
export function localStore(root: string): FileStore {
  const full = (key: StoreKey) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the upload folder: ${key}`);
    return resolved;
  };
  async function fsyncFile(file: string): Promise<void> {
    const handle = await open(file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  return {
    kind: 'local',
    async init() {
      await mkdir(root, { recursive: true });
    },
    locate: full,
    /** Temp file, fsync, rename: a crash leaves either the whole file or a `.tmp` the sweep clears. */
    async write(key, body) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      try {
        if (Buffer.isBuffer(body)) {
          const handle = await open(tmp, 'w');
          try {
            await handle.writeFile(body);
            await handle.sync();
          } finally {
            await handle.close();
          }
        } else {
          await pipeline(body as Readable, createWriteStream(tmp));
          await fsyncFile(tmp);
        }
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async adopt(key, file) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      await fsyncFile(file);
      await rename(file, target);
    },
    async open(key) {
      const file = full(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async read(key) {
      return readFile(full(key)).catch(() => null);
    },
    async exists(key) {
      const info = await stat(full(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async summary(key) {
      const file = full(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const hash = createHash('md5');
      await pipeline(createReadStream(file), hash);
      return { size: info.size, md5: hash.digest('hex') };
    },
    async remove(...keys) {
      await Promise.all(keys.map((k) => rm(full(k), { force: true }).catch(() => undefined)));
    },
    async list(prefix, modifiedBefore = Infinity) {
      const out: ListedObject[] = [];
      const walk = async (dir: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            await walk(file);
            continue;
          }
          const key = path.relative(root, file).split(path.sep).join('/');
          if (!key.startsWith(prefix)) continue;
          const info = await stat(file).catch(() => null);
          if (info?.isFile() && info.mtimeMs <= modifiedBefore) out.push({ key, size: info.size, modifiedAt: info.mtime });
        }
      };
      // Start at the prefix's folder: the sweep lists `checks/`, not the whole tree.
      const cut = prefix.lastIndexOf('/');
      await walk(cut > 0 ? full(prefix.slice(0, cut)) : root);
      return out;
    },
    stagingDir(folder) {
      return full(folder);
    },
  };
}
