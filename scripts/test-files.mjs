// Which test files to run, read from the repository's imports (docs/architecture.md#tests):
// - the Vitest `api` project (run once per database) holds the server and script files whose
//   imports reach the test database helpers; `unit` (run once) holds the rest (vitest.config.ts).
//   A file put in `unit` by mistake still fails loudly: the helpers refuse to open a database
//   outside a database project (server/test/database.ts).
// - `npm run test:changed` runs the test files related to the changed files
//   (scripts/test-changed.mjs).
// Only relative imports are followed, and not type-only ones: they are gone at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The modules that open a test database. */
const DATABASE_HELPERS = ['server/test/database.ts', 'server/test/migration-database.ts'];

/**
 * The modules that compose the app from every feature: a test reaching a changed file only
 * through one of these (every API test builds the whole app) is not counted as related to it.
 */
const COMPOSITION_ROOTS = ['server/app.ts', 'server/routes.ts', 'server/main.ts', 'web/main.tsx', 'web/app'];

const TEST_ROOTS = ['core', 'server', 'scripts', 'web'];
const SERVER_TEST_ROOTS = ['server', 'scripts'];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

const posix = (root, file) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (/\.(m?js|tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const importCache = new Map();
function importsOf(file) {
  if (!importCache.has(file)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
    importCache.set(file, specifiers.map((s) => resolveImport(file, s)).filter(Boolean));
  }
  return importCache.get(file);
}

/** The test files under `dirs` (absolute paths). */
function testFilesUnder(root, dirs) {
  return dirs.flatMap((dir) => {
    const full = path.join(root, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(full, f));
  });
}

/** A predicate: does `file`'s import graph (not entering `stop` modules) reach one of `targets`? */
function reaching(targets, stop = () => false) {
  const memo = new Map();
  const visit = (file) => {
    if (memo.has(file)) return memo.get(file);
    memo.set(file, false); // a loop adds nothing
    const found = targets.has(file) || (!stop(file) && importsOf(file).some(visit));
    memo.set(file, found);
    return found;
  };
  return visit;
}

/**
 * The server and script test files that open a database, as paths relative to `root`
 * (posix separators, usable as Vitest include patterns), sorted.
 */
export function databaseTestFiles(root = process.cwd()) {
  const needsDatabase = reaching(new Set(DATABASE_HELPERS.map((f) => path.join(root, f))));
  return testFilesUnder(root, SERVER_TEST_ROOTS)
    .filter(needsDatabase)
    .map((f) => posix(root, f))
    .sort();
}

/**
 * The test files related to `changed` (paths relative to `root`): changed test files; test files
 * in a changed file's folder (a feature's tests sit beside it); test files whose imports reach a
 * changed file other than through a composition root; and test files that name a changed
 * non-code file (a doc a test reads). Relative posix paths, sorted.
 */
export function relatedTestFiles(changed, root = process.cwd()) {
  const absolute = changed.map((f) => path.join(root, f));
  const roots = COMPOSITION_ROOTS.map((r) => path.join(root, r));
  const isRoot = (file) => roots.some((r) => file === r || file.startsWith(r + path.sep));
  const reachesChange = reaching(new Set(absolute), isRoot);
  const folders = new Set(absolute.map((f) => path.dirname(f)));
  const named = changed.filter((f) => !/\.(m?js|tsx?)$/.test(f));
  return testFilesUnder(root, TEST_ROOTS)
    .filter((test) => {
      if (folders.has(path.dirname(test)) || reachesChange(test)) return true;
      if (!named.length) return false;
      const text = readFileSync(test, 'utf8');
      return named.some((f) => text.includes(f));
    })
    .map((f) => posix(root, f))
    .sort();
}
