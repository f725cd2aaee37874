// A PostgreSQL cluster of its own for one `npm test` when DATABASE_URL is unset and PostgreSQL
// is installed here: initdb in a temporary folder, started on a free port, stopped and removed
// afterwards. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder holding initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<n>/bin. */
function binDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(debian, v, 'bin', 'initdb'))) return path.join(debian, v, 'bin');
  return null;
}

/** A port nobody listens on now. */
function freePort() {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/** Starts the cluster; null (with the reason printed) when it cannot. */
export function startThrowawayPostgres() {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  let uid = null;
  let gid = null;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      console.log('PostgreSQL is installed but runs only as a non-root user, and there is no `postgres` user.');
      return null;
    }
    uid = Number(id.stdout.trim());
    gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-test-pg-'));
  if (asRoot) {
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, 'data');
  const as = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const exec = (cmd, args) => {
    const [c, a] = as(path.join(bin, cmd), args);
    return spawnSync(c, a, { encoding: 'utf8' });
  };
  const port = freePort();
  const init = exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start =
    init.status === 0 &&
    exec('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  if (!start || start.status !== 0) {
    console.log(`Could not start a throwaway PostgreSQL: ${(init.stderr || start?.stderr || '').trim().split('\n').slice(-2).join(' ')}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  console.log(`\n=== Throwaway PostgreSQL on port ${port} (DATABASE_URL was unset) ===`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
