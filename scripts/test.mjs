// `npm test`: every test, stages side by side as far as the cores allow (docs/architecture.md#tests):
// the unit tests once and the API tests on PGlite; the API tests again on PostgreSQL; the
// file-storing suites again on S3; the build, then the reliability suite (processes on PostgreSQL)
// and the Playwright journeys against the built app. PostgreSQL is DATABASE_URL, or a throwaway
// cluster when PostgreSQL is installed here; with neither, its stages are counted as skipped and a
// banner says so. S3 is S3_TEST_ENDPOINT (scripts/swift-s3.sh); without one, the same. Ends with
// one line of passed, failed and skipped tests across every run. `--no-e2e` leaves out the build,
// the reliability suite and the browser journeys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { runCommand, runStages, stopChildren } from './test-stages.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const npx = 'npx';
const { DATABASE_URL: givenUrl, ...withoutDb } = process.env;
const skipE2e = process.argv.includes('--no-e2e');
const cores = availableParallelism();
/**
 * Every stage keeps the cores it is given busy (docs/performance.md#test-suite), so stages share
 * the machine rather than crowd it: on 2 cores one big stage runs at a time, on more the
 * browser journeys run beside the Vitest passes, each with half the cores.
 */
const capacity = Number(process.env.TEST_CAPACITY) || cores;
const share = cores >= 4 ? Math.floor(cores / 2) : cores;
/** Vitest workers per pass, and browser journeys at once (each a Chromium and a server). */
const vitestWorkers = Math.max(2, share);
const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.max(2, Math.min(4, share));
const resultsDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
process.on('SIGINT', () => stopChildren('SIGINT'));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A Vitest pass whose counts join the summary (its JSON reporter writes them to a file). */
async function vitest(label, projects, env, files = []) {
  const out = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...files, ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const ok = await runCommand(label, npx, args, { ...env, VITEST_MAX_WORKERS: String(vitestWorkers) });
  const json = readJson(out);
  if (!json) {
    totals.failed += 1; // the run ended before reporting: count it, so the line is never all green
    notes.push(`${label}: no results (the run crashed)`);
    return false;
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + (ok || json.numFailedTests ? 0 : 1);
  totals.skipped += json.numPendingTests + json.numTodoTests;
  return ok;
}

/** How many tests a run would hold, for counting one that cannot happen here. */
function countTests(projects, files = []) {
  const listed = spawnSync(npx, ['vitest', 'list', ...files, ...projects.flatMap((p) => ['--project', p]), '--json'], { encoding: 'utf8', env: withoutDb });
  try {
    return JSON.parse(listed.stdout).length;
  } catch {
    return 0;
  }
}

async function playwright(label, env) {
  const out = path.join(resultsDir, 'playwright.json');
  const ok = await runCommand(label, npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    ...env,
    E2E_WORKERS: String(e2eWorkers),
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  const stats = readJson(out)?.stats;
  if (!stats) {
    totals.failed += 1;
    notes.push(`${label}: no results (the run crashed)`);
    return false;
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  totals.skipped += stats.skipped;
  return ok;
}

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
const postgres = givenUrl ? { url: givenUrl, stop() {} } : startThrowawayPostgres();
const withDb = postgres ? { ...process.env, DATABASE_URL: postgres.url } : null;

/** In the order they start when cores are free: the unit tests' quick answer first, then the longest stage. */
const stages = [
  !skipE2e && { name: 'build', cores: 1, run: () => runCommand('Build', process.execPath, ['scripts/build.mjs'], { ...withoutDb, BUILD_FOR_TESTS: '1' }) },
  { name: 'unit + API on PGlite', cores: vitestWorkers, run: () => vitest('Unit tests and API tests (PGlite)', ['unit', 'api'], withoutDb) },
  !skipE2e && { name: 'browser journeys', needs: ['build'], cores: e2eWorkers, run: () => playwright('Browser journeys (Playwright, Chromium)', withoutDb) },
  withDb &&
    !skipE2e && {
      name: 'reliability',
      needs: ['build'],
      cores: vitestWorkers,
      run: () => vitest('Reliability suite (processes on PostgreSQL)', ['reliability'], withDb),
    },
  withDb && { name: 'API on PostgreSQL', cores: vitestWorkers, run: () => vitest('API tests (PostgreSQL)', ['api'], withDb) },
  s3Endpoint && {
    name: 'file-storing on S3',
    cores: vitestWorkers,
    run: () => vitest('File-storing tests (S3 at S3_TEST_ENDPOINT)', ['unit', 'api'], { ...withoutDb, TEST_STORAGE: 's3' }, STORAGE_SUITES),
  },
  !skipE2e && {
    name: 'bundle budget',
    needs: ['build'],
    cores: 0,
    run: () => runCommand('Bundle budget', process.execPath, ['scripts/check-bundle.mjs'], withoutDb),
  },
].filter(Boolean);

console.log(`npm test: ${stages.length} stages on ${cores} cores (up to ${capacity} busy at once; Vitest ${vitestWorkers} workers, Playwright ${e2eWorkers})`);
const started = Date.now();
let results;
try {
  results = await runStages(stages, capacity);
} finally {
  postgres?.stop();
}

if (!s3Endpoint) {
  const skipped = countTests(['unit', 'api'], STORAGE_SUITES);
  totals.skipped += skipped;
  notes.push(
    `S3 storage pass NOT run: set S3_TEST_ENDPOINT (scripts/swift-s3.sh start, then S3_TEST_ENDPOINT=http://127.0.0.1:8080); ${skipped} tests counted as skipped`,
  );
}
if (!withDb) {
  const skipped = countTests(['api']) + (skipE2e ? 0 : countTests(['reliability']));
  totals.skipped += skipped;
  notes.push(
    `PostgreSQL pass and reliability suite NOT run: set DATABASE_URL (or install PostgreSQL for a throwaway cluster); ${skipped} tests counted as skipped`,
  );
}
rmSync(resultsDir, { recursive: true, force: true });

const stageFailed = [...results.values()].some((r) => !r.ok);
console.log(`\nStages (wall ${((Date.now() - started) / 1000).toFixed(0)} s):`);
for (const [name, r] of results) console.log(`  ${name.padEnd(22)} ${r.skipped ? 'not run' : `${r.seconds.toFixed(0).padStart(4)} s ${r.ok ? '' : 'FAILED'}`}`);
const banner = '!'.repeat(78);
if (notes.length) console.log(`\n${banner}\n${notes.map((n) => `  ${n}`).join('\n')}\n${banner}`);
const failed = totals.failed > 0 || stageFailed;
console.log(`\nnpm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${failed ? ' (FAILED)' : ''}`);
process.exit(failed ? 1 : 0);
