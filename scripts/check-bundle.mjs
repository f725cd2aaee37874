// Fails the build when the web bundle exceeds its budget (docs/performance.md#results): the JS a first visit
// downloads (entry + its static imports) and every lazily loaded chunk, gzip-compressed.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
// precache: everything the service worker downloads once, in the background after the first
// visit, so that any screen opens offline (web/sw.ts, ADR 0025): the shell, every route's chunk
// (the charts included), the CSS and the icons.
export const BUDGET = { initialJs: 170 * KIB, chunk: 60 * KIB, precache: 640 * KIB };
// Library chunks loaded lazily, only by the screens that use them, with budgets of their own:
// recharts alone is ~95 KiB gzip and cannot be split (vite.config.ts). Everything else,
// every route's own chunk included, must fit `chunk`.
const LAZY_LIBRARIES = [{ prefix: 'assets/charts-', budget: 120 * KIB, usedBy: 'Performance Analytics' }];
const dir = process.argv[2] ?? 'dist/web';

const html = await readFile(path.join(dir, 'index.html'), 'utf8');
// The entry script and the chunks Vite preloads with it are what the first paint needs.
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const assets = (await readdir(path.join(dir, 'assets'))).filter((f) => f.endsWith('.js'));

const sizes = new Map();
for (const file of assets) sizes.set(`assets/${file}`, gzipSync(await readFile(path.join(dir, 'assets', file)), { level: 9 }).length);

const fmt = (n) => `${(n / KIB).toFixed(1)} KiB`;
const initialTotal = [...initial].reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
const failures = [];
if (initialTotal > BUDGET.initialJs) failures.push(`initial JS ${fmt(initialTotal)} > ${fmt(BUDGET.initialJs)}`);
for (const [file, size] of sizes) {
  if (initial.has(file)) continue;
  const library = LAZY_LIBRARIES.find((l) => file.startsWith(l.prefix));
  const budget = library?.budget ?? BUDGET.chunk;
  if (size > budget) failures.push(`${file} ${fmt(size)} > ${fmt(budget)}`);
}

// The service worker's precache list, as vite-plugin-pwa injected it into sw.js.
const sw = await readFile(path.join(dir, 'sw.js'), 'utf8').catch(() => null);
const precached = sw === null ? [] : [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
let precacheTotal = 0;
for (const url of precached) precacheTotal += sizes.get(url) ?? gzipSync(await readFile(path.join(dir, url)), { level: 9 }).length;
if (sw === null) failures.push('no service worker (sw.js): the app would not open offline');
else if (precacheTotal > BUDGET.precache) failures.push(`precache ${fmt(precacheTotal)} > ${fmt(BUDGET.precache)}`);

const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(
  `Bundle: initial JS ${fmt(initialTotal)} (budget ${fmt(BUDGET.initialJs)}); precache ${fmt(precacheTotal)} in ${precached.length} files (budget ${fmt(BUDGET.precache)}); largest chunks: ${largest.map(([f, s]) => `${path.basename(f)} ${fmt(s)}`).join(', ')}`,
);
if (failures.length) {
  console.error(`Bundle over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
