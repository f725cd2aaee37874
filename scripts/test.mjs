// `npm test`: unit + API tests on PGlite, the API tests again on PostgreSQL when
// DATABASE_URL is set, then the Playwright journeys against the built app.
import { spawnSync } from 'node:child_process';

function run(label, cmd, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const npx = 'npx';
const { DATABASE_URL, ...withoutDb } = process.env;
const skipE2e = process.argv.includes('--no-e2e');

run('Unit and API tests (PGlite)', npx, ['vitest', 'run', '--project', 'core', '--project', 'server', '--project', 'web'], withoutDb);
if (DATABASE_URL) run('API tests (PostgreSQL)', npx, ['vitest', 'run', '--project', 'server'], process.env);
if (!skipE2e) {
  run('Build', process.execPath, ['scripts/build.mjs'], withoutDb);
  run('Bundle budget', process.execPath, ['scripts/check-bundle.mjs'], withoutDb);
  if (DATABASE_URL) run('Reliability suite (processes on PostgreSQL)', npx, ['vitest', 'run', '--project', 'reliability'], process.env);
  run('Browser journeys (Playwright, Chromium)', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], withoutDb);
}
