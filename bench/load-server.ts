import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_EMPLOYEE_CODE, PROCESS_OWNER_CODE } from '../server/test/server-process';

/**
 * The app as `npm start` runs it in production: scripts/start.mjs with NODE_ENV=production,
 * on PostgreSQL with a node:cluster of `workers` processes on one port, or (an empty
 * `databaseUrl`) on the embedded PGlite in one process. Unlike the
 * other benches' servers, the rate limit and proxy settings are left at the production
 * defaults: the variables are removed from the environment, not raised.
 */
/** BENCH_SERVER_NODE_ARGS: options for the server's node (workers inherit them), e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export async function startProduction(
  port: number,
  databaseUrl: string,
  workers: number,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-load-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['RATE_LIMIT_PER_MINUTE', 'TRUST_PROXY', 'APP_ORIGIN', 'BENCH']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WORKERS: String(workers),
    EMPLOYEE_ACCESS_CODE: PROCESS_EMPLOYEE_CODE,
    OWNER_ACCESS_CODE: PROCESS_OWNER_CODE,
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start on port ${port} ${child.exitCode !== null ? `exited with ${child.exitCode}` : 'did not answer within 60 s'}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (output.includes('Building the app')) {
    await stop();
    throw new Error('npm start rebuilt the app (sources newer than dist): run npm run build first');
  }
  return { url, pid: child.pid, stop };
}
