// `npm start`: builds on first run (or when sources are newer than the build), then serves.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['core', 'server', 'web', 'package-lock.json', 'vite.config.ts'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const built = existsSync(STAMP) && existsSync('dist/server/main.js') ? statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the app (first start or changed sources)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.resolve('dist/server/main.js'));
