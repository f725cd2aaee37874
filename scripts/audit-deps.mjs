// Dependency audit (docs/security.md#dependencies): fails on any advisory that affects a
// production dependency and has a fix; reports the ones that affect only dev tooling.
// Source: `npm audit` where the registry answers its advisory endpoint; otherwise the dated
// offline snapshot in ../shared/advisories (this workplace's registry refuses the audit
// POST). The output says which source decided and how old a snapshot is. With neither,
// it says "NOT performed" and exits 0, unless AUDIT_REQUIRED=1.
//
// Environment (for tests and other machines): AUDIT_SOURCE=auto|npm|snapshot (default auto),
// AUDIT_LOCKFILE (default package-lock.json), AUDIT_SNAPSHOT_DIR (default ../shared/advisories).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = process.env.AUDIT_SOURCE ?? 'auto';
const lockfile = path.resolve(root, process.env.AUDIT_LOCKFILE ?? 'package-lock.json');
const snapshotDir = path.resolve(root, process.env.AUDIT_SNAPSHOT_DIR ?? '../shared/advisories');
const DAY = 86_400_000;

/** One finding, whichever source found it. */
const line = (f) => `  ${f.severity.toUpperCase()} ${f.name}@${f.version} ${f.id}: ${f.summary} (${f.fix ? `fixed in ${f.fix}` : 'no fix yet'})`;

function report({ from, production, dev, notes = [] }) {
  console.log(`Dependency audit (${from}): ${production.length} production finding(s), ${dev.length} dev-only.`);
  for (const note of notes) console.log(`  ${note}`);
  const failing = production.filter((f) => f.fix);
  if (production.length) console.log('Production dependencies:');
  for (const f of production) (f.fix ? console.error : console.log)(line(f));
  if (dev.length)
    console.log("Dev-only in the lockfile (tools; but the web app's libraries are dev too and Vite bundles them: check that none of these is one):");
  for (const f of dev) console.log(line(f));
  if (failing.length) console.error(`FAILED: ${failing.length} production finding(s) with a fix available: upgrade them.`);
  return failing.length ? 1 : 0;
}

/** npm's own audit, or null when the registry does not answer it. */
function npmAudit() {
  const run = (omitDev) => {
    const args = ['audit', '--json', '--package-lock-only', ...(omitDev ? ['--omit=dev'] : [])];
    const result = spawnSync('npm', args, { cwd: path.dirname(lockfile), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    try {
      const json = JSON.parse(result.stdout);
      return json.metadata && !json.error && !json.statusCode ? json : { failed: json.message ?? json.error?.summary ?? 'no answer' };
    } catch {
      return { failed: result.stderr.trim().split('\n').pop() || 'no answer' };
    }
  };
  const prod = run(true);
  if (prod.failed) return { failed: prod.failed };
  const all = run(false);
  if (all.failed) return { failed: all.failed };
  const findings = (json) =>
    Object.values(json.vulnerabilities ?? {}).map((v) => ({
      name: v.name,
      version: v.range,
      id: [v.via ?? []].flat().find((via) => typeof via === 'object')?.url ?? '(via a dependency)',
      severity: v.severity,
      summary: [v.via ?? []].flat().find((via) => typeof via === 'object')?.title ?? `through ${[v.via].flat().join(', ')}`,
      fix: v.fixAvailable ? (v.fixAvailable === true ? 'a newer version' : `${v.fixAvailable.name}@${v.fixAvailable.version}`) : null,
    }));
  const production = findings(prod);
  const prodNames = new Set(production.map((f) => f.name));
  return { production, dev: findings(all).filter((f) => !prodNames.has(f.name)) };
}

/** The offline snapshot and its checker, or null when the snapshot is not there. */
function snapshotAudit() {
  const checker = path.join(snapshotDir, 'audit-lockfile.mjs');
  const advisories = path.join(snapshotDir, 'npm-advisories.json');
  if (!existsSync(checker) || !existsSync(advisories)) return null;
  const coverage = path.join(snapshotDir, 'npm-advisories.packages-checked.txt');
  const args = [checker, lockfile, advisories, '--json', ...(existsSync(coverage) ? [`--coverage=${coverage}`] : [])];
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 2) throw new Error(`the snapshot checker refused its input: ${result.stderr.trim()}`);
  const { matches, notCovered = [] } = JSON.parse(result.stdout);
  const findings = matches.map((m) => ({
    name: m.package,
    version: m.version,
    id: [m.id, ...m.aliases].join(' '),
    severity: m.severity,
    summary: m.summary,
    dependencyType: m.dependencyType,
    fix: m.fixed.startsWith('none') ? null : m.fixed,
  }));
  const taken = statSync(advisories).mtime;
  const records = JSON.parse(readFileSync(advisories, 'utf8'));
  const newest =
    (Array.isArray(records) ? records : records.advisories)
      .map((a) => a.modified ?? '')
      .sort()
      .pop() || 'unknown';
  const age = Math.floor((Date.now() - taken.getTime()) / DAY);
  const notes = [`snapshot dated ${taken.toISOString().slice(0, 10)} (${age} day${age === 1 ? '' : 's'} old), newest advisory record ${newest}`];
  if (age > 30) notes.push('WARNING: the snapshot is over 30 days old; advisories published since are not checked.');
  if (notCovered.length) notes.push(`${notCovered.length} installed package name(s) are not in the snapshot (not checked): ${notCovered.join(', ')}`);
  return {
    from: `offline advisory snapshot ${path.relative(root, snapshotDir)}`,
    production: findings.filter((f) => f.dependencyType !== 'dev'),
    dev: findings.filter((f) => f.dependencyType === 'dev'),
    notes,
  };
}

let why = '';
if (source !== 'snapshot') {
  const npm = npmAudit();
  if (!npm.failed) process.exit(report({ from: 'npm audit', ...npm }));
  why = `npm's advisory service could not be reached (${npm.failed})`;
  if (source === 'npm') {
    console.warn(`Dependency audit NOT performed: ${why}.`);
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
  }
  console.log(`${why}; using the offline snapshot.`);
}
const snapshot = snapshotAudit();
if (snapshot) process.exit(report(snapshot));
console.warn(`Dependency audit NOT performed: ${[why, `no offline snapshot in ${snapshotDir}`].filter(Boolean).join('; ')}.`);
process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
