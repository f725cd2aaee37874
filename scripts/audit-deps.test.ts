import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run audit:deps` where npm's advisory service does not answer: the offline snapshot
 * in ../shared/advisories (or AUDIT_SNAPSHOT_DIR, as the script reads it) decides. These runs
 * use the snapshot directly (AUDIT_SOURCE), so they do not depend on the registry.
 */
const SNAPSHOT_DIR = process.env.AUDIT_SNAPSHOT_DIR ?? '../shared/advisories';
const hasSnapshot = existsSync(path.resolve(SNAPSHOT_DIR));
const dir = mkdtempSync(path.join(tmpdir(), 'audit-deps-'));

function audit(env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['scripts/audit-deps.mjs'], { encoding: 'utf8', env: { ...process.env, AUDIT_SOURCE: 'snapshot', ...env } });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A lockfile holding one production package at one version. */
function lockfileWith(name: string, version: string, dev = false): string {
  const file = path.join(dir, `${name}-${version}${dev ? '-dev' : ''}.json`);
  const entry = { version, resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`, ...(dev ? { dev: true } : {}) };
  writeFileSync(file, JSON.stringify({ name: 'app', lockfileVersion: 3, packages: { '': { name: 'app' }, [`node_modules/${name}`]: entry } }));
  return file;
}

// The snapshot lives beside the clone on the machines that have no advisory service, outside
// the repository: without it these are skipped, and the title says so and how to run them.
const snapshotTitle = hasSnapshot
  ? 'audit:deps with the offline snapshot'
  : `audit:deps with the offline snapshot: NOT RUN, no advisory snapshot in ${SNAPSHOT_DIR} (put one there, or set AUDIT_SNAPSHOT_DIR to its folder)`;

describe.skipIf(!hasSnapshot)(snapshotTitle, () => {
  it('fails on a production package with a known advisory that has a fix, naming it, the fix and the source', () => {
    const { status, output } = audit({ AUDIT_LOCKFILE: lockfileWith('sanitize-html', '2.17.5') });
    expect(status).toBe(1);
    expect(output).toMatch(/offline advisory snapshot/);
    expect(output).toMatch(/sanitize-html@2\.17\.5.*fixed in 2\.17\.7/);
    expect(output).toMatch(/snapshot dated \d{4}-\d{2}-\d{2} \(\d+ days? old\)/);
  });

  it('reports a dev-only match without failing', () => {
    const { status, output } = audit({ AUDIT_LOCKFILE: lockfileWith('extract-zip', '2.0.1', true) });
    expect(status).toBe(0);
    expect(output).toMatch(/Dev-only.*\n.*extract-zip@2\.0\.1/);
  });

  it("passes on this project's lockfile", () => {
    const { status, output } = audit({});
    expect(output).toMatch(/0 production/);
    expect(status).toBe(0);
  });
});

// Needs no snapshot: it names a folder that is not there.
describe('audit:deps without a source', () => {
  it('says plainly when no source could be used, and fails then only with AUDIT_REQUIRED=1', () => {
    const missing = { AUDIT_SNAPSHOT_DIR: path.join(dir, 'no-such-folder') };
    const soft = audit(missing);
    expect(soft.output).toMatch(/NOT performed/);
    expect(soft.status).toBe(0);
    expect(audit({ ...missing, AUDIT_REQUIRED: '1' }).status).toBe(1);
  });
});
