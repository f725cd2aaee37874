// `npm run test:changed`: the developer's proving run for a change, before a full `npm test`
// (docs/architecture.md#tests). The files changed since `main` (on a branch) or in the last
// commit (on main with a clean tree), plus whatever is uncommitted; then typecheck (incremental),
// lint and format check (cached) of those files, and the Vitest files related to them
// (scripts/test-files.mjs): once, on PGlite, and the database ones on PostgreSQL too when
// DATABASE_URL is set. The browser journeys and the reliability suite are left to the full run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { databaseTestFiles, relatedTestFiles } from './test-files.mjs';

const CACHE = 'node_modules/.cache/test-changed';
/** Files whose change can alter any test's outcome: then every unit and API test runs. */
const EVERYTHING = ['package.json', 'package-lock.json', 'vitest.config.ts', 'tsconfig.json', 'scripts/test-files.mjs'];

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const lines = (text) => text.split('\n').filter(Boolean);

function changedFiles() {
  const uncommitted = [...lines(git('diff', '--name-only', 'HEAD')), ...lines(git('ls-files', '--others', '--exclude-standard'))];
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const hasMain = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'main']).status === 0;
  let since = '';
  if (branch !== 'main' && hasMain) since = git('merge-base', 'main', 'HEAD');
  else if (!uncommitted.length) since = 'HEAD~1';
  const committed = since ? lines(git('diff', '--name-only', since, 'HEAD')) : [];
  const what = since === 'HEAD~1' ? 'the last commit' : since ? 'main' : 'the last commit (uncommitted changes)';
  return { files: [...new Set([...committed, ...uncommitted])].sort(), what };
}

let failed = false;
function step(label, cmd, args, env = process.env) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`${label}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  failed ||= !ok;
}

const started = Date.now();
const { files, what } = changedFiles();
console.log(`test:changed: ${files.length} file(s) changed since ${what}${files.length ? `:\n  ${files.join('\n  ')}` : ''}`);
if (!files.length) process.exit(0);
const present = files.filter((f) => existsSync(f));

step('Typecheck (incremental)', 'npx', ['tsc', '--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsbuildinfo`]);
const lintable = present.filter((f) => /\.(m?js|tsx?)$/.test(f));
if (lintable.length) step('Lint (cached)', 'npx', ['eslint', '--cache', '--cache-location', `${CACHE}/eslint`, '--no-warn-ignored', ...lintable]);
if (present.length) step('Format (cached)', 'npx', ['prettier', '--check', '--cache', '--ignore-unknown', ...present]);

const everything = files.some((f) => EVERYTHING.includes(f));
const related = everything ? [] : relatedTestFiles(files);
if (everything || related.length) {
  const projects = ['--project', 'unit', '--project', 'api'];
  console.log(everything ? '\nEvery unit and API test (a configuration file changed)' : `\n${related.length} related test file(s):\n  ${related.join('\n  ')}`);
  const { DATABASE_URL, ...withoutDb } = process.env;
  step('Related tests (PGlite)', 'npx', ['vitest', 'run', ...projects, ...related], withoutDb);
  const onDatabase = new Set(databaseTestFiles());
  const api = everything ? [] : related.filter((f) => onDatabase.has(f));
  if (DATABASE_URL && (everything || api.length)) step('Related API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api', ...api]);
} else console.log('\nNo test file is related to these changes.');

console.log(
  `\ntest:changed: ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s (the browser journeys and the reliability suite run in the full \`npm test\`)`,
);
process.exit(failed ? 1 : 0);
