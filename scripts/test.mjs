// `npm test`: unit + API tests on PGlite; the API tests again on PostgreSQL and the
// reliability suite (processes on PostgreSQL); then the Playwright journeys against the built
// app. PostgreSQL is DATABASE_URL, or a throwaway cluster when PostgreSQL is installed here;
// with neither, those two runs are counted as skipped and a banner says so. Ends with one
// line of passed, failed and skipped tests across every run. `--no-e2e` leaves out the build
// and the browser journeys. The suites that store files run again on S3 (TEST_STORAGE=s3) when
// S3_TEST_ENDPOINT names an S3-compatible server (scripts/swift-s3.sh); without one, a banner
// says so and their tests are counted as skipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const npx = 'npx';
const { DATABASE_URL: givenUrl, ...withoutDb } = process.env;
const skipE2e = process.argv.includes('--no-e2e');
const resultsDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
let stageFailed = false;
let interrupted = false;
// Ctrl-C reaches the child run; this process stays to stop the throwaway database and report.
process.on('SIGINT', () => {
  interrupted = true;
});

function run(label, cmd, args, env) {
  if (interrupted) return false;
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    stageFailed = true;
  }
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A Vitest run whose counts join the summary (its JSON reporter writes them to a file). */
function vitest(label, projects, env, files = []) {
  const out = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...files, ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const ok = run(label, npx, args, env);
  const json = readJson(out);
  if (!json) {
    totals.failed += 1; // the run ended before reporting: count it, so the line is never all green
    notes.push(`${label}: no results (the run crashed)`);
    return null;
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + (ok || json.numFailedTests ? 0 : 1);
  totals.skipped += json.numPendingTests + json.numTodoTests;
  return json;
}

/** Tests of the server project in a run's results (its files live under server/ and scripts/). */
function serverTests(json) {
  const root = process.cwd() + path.sep;
  return (json?.testResults ?? [])
    .filter((file) => /^(server|scripts)[\\/]/.test(file.name.replace(root, '')))
    .reduce((n, file) => n + file.assertionResults.length, 0);
}

/** How many tests a Vitest project holds, for counting a run that did not happen. */
function countTests(projects) {
  const listed = spawnSync(npx, ['vitest', 'list', ...projects.flatMap((p) => ['--project', p]), '--json'], { encoding: 'utf8', env: withoutDb });
  try {
    return JSON.parse(listed.stdout).length;
  } catch {
    return 0;
  }
}

function playwright(label, env) {
  const out = path.join(resultsDir, 'playwright.json');
  const ok = run(label, npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  const stats = readJson(out)?.stats;
  if (!stats) {
    totals.failed += 1;
    notes.push(`${label}: no results (the run crashed)`);
    return;
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  totals.skipped += stats.skipped;
}

const pglite = vitest('Unit and API tests (PGlite)', ['core', 'server', 'web'], withoutDb);

/** The API suites that store files (photos, profile images, logo, orphan sweep, the store itself). */
const STORAGE_SUITES = [
  'server/lib/storage/',
  'server/features/flood-checks/photos.test.ts',
  'server/features/flood-checks/photo-formats.test.ts',
  'server/features/flood-checks/photo-lock.test.ts',
  'server/features/flood-checks/photo-multipart.test.ts',
  'server/features/flood-checks/orphan-sweep.test.ts',
  'server/features/registration/registration.test.ts',
  'server/features/documents/documents.test.ts',
];
const s3Endpoint = process.env.S3_TEST_ENDPOINT;
if (s3Endpoint) vitest('File-storing API tests (S3 at S3_TEST_ENDPOINT)', ['server'], { ...withoutDb, TEST_STORAGE: 's3' }, STORAGE_SUITES);
else {
  const root = process.cwd() + path.sep;
  const skipped = (pglite?.testResults ?? [])
    .filter((file) => STORAGE_SUITES.some((s) => file.name.replace(root, '').startsWith(s)))
    .reduce((n, file) => n + file.assertionResults.length, 0);
  totals.skipped += skipped;
  notes.push(
    `S3 storage pass NOT run: set S3_TEST_ENDPOINT (scripts/swift-s3.sh start, then S3_TEST_ENDPOINT=http://127.0.0.1:8080); ${skipped} tests counted as skipped`,
  );
}

const postgres = givenUrl ? { url: givenUrl, stop() {} } : startThrowawayPostgres();
const withDb = postgres ? { ...process.env, DATABASE_URL: postgres.url } : null;
try {
  if (withDb) vitest('API tests (PostgreSQL)', ['server'], withDb);
  if (!skipE2e) {
    if (run('Build', process.execPath, ['scripts/build.mjs'], withoutDb)) {
      run('Bundle budget', process.execPath, ['scripts/check-bundle.mjs'], withoutDb);
      if (withDb) vitest('Reliability suite (processes on PostgreSQL)', ['reliability'], withDb);
      playwright('Browser journeys (Playwright, Chromium)', withoutDb);
    }
  }
} finally {
  postgres?.stop();
}

if (!withDb) {
  const skipped = serverTests(pglite) + (skipE2e ? 0 : countTests(['reliability']));
  totals.skipped += skipped;
  notes.push(
    `PostgreSQL pass and reliability suite NOT run: set DATABASE_URL (or install PostgreSQL for a throwaway cluster); ${skipped} tests counted as skipped`,
  );
}
rmSync(resultsDir, { recursive: true, force: true });

const banner = '!'.repeat(78);
if (notes.length) console.log(`\n${banner}\n${notes.map((n) => `  ${n}`).join('\n')}\n${banner}`);
const failed = totals.failed > 0 || stageFailed;
console.log(`\nnpm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${failed ? ' (FAILED)' : ''}`);
process.exit(failed ? 1 : 0);
