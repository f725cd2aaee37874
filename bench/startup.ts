import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_EMPLOYEE_CODE, PROCESS_OWNER_CODE } from '../server/test/server-process';
import { add, percent } from './table';

/** Milliseconds from spawning `args` until GET /api/health answers 200 (or, with no port, until it exits). */
async function timeToServe(args: string[], env: Record<string, string>, port?: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    if (port === undefined) {
      await exited;
      return performance.now() - started;
    }
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false, // not listening yet
      );
      if (ok) {
        // scripts/start.mjs rebuilds when sources are newer than dist: that is not a start.
        if (output.includes('Building the app'))
          throw new Error('npm start rebuilt the app (sources changed after the build): run npm run build, then the bench');
        return performance.now() - started;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Figure 6: `npm start` (scripts/start.mjs, build already current) on a data folder that
 * already exists, from spawn to the first 200 on /api/health, beside a bare `node -e ''`.
 */
export async function benchStartup(port: number, runs = 3): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-bench-start-'));
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    EMPLOYEE_ACCESS_CODE: PROCESS_EMPLOYEE_CODE,
    OWNER_ACCESS_CODE: PROCESS_OWNER_CODE,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  try {
    await timeToServe(['scripts/start.mjs'], env, port); // first start: creates, migrates and seeds the folder
    const times: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < runs; i++) {
      bare.push(await timeToServe(['-e', ''], {}));
      times.push(await timeToServe(['scripts/start.mjs'], env, port));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ms = median(times);
    add({
      area: '6',
      figure: 'npm start on an existing data folder (PGlite) -> first 200 on /api/health',
      value: `${(ms / 1000).toFixed(2)} s median of ${runs}`,
      reference: `bare node ${median(bare).toFixed(0)} ms`,
      ratio: percent(ms, median(bare)),
      target: '< 3 s',
      met: ms < 3000,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
