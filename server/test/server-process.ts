import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PROCESS_EMPLOYEE_CODE = 'PROCESSCREW1';
export const PROCESS_OWNER_CODE = 'PROCESS-OWNER-CODE-1';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What the process wrote to standard output, when started with `captureOutput`. */
  output(): string;
  /** SIGTERM and wait; the data folder stays unless `removeData`. */
  stop(options?: { removeData?: boolean }): Promise<void>;
  /** SIGKILL: the crash the reliability suite recovers from. */
  kill(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** Reuse a data folder (restart after a crash); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Added to the defaults; a variable given as undefined is left unset (e.g. OWNER_ACCESS_CODE). */
  env?: Record<string, string | undefined>;
  /** Keep standard output for `output()` (and still show it) instead of passing it through. */
  captureOutput?: boolean;
}

/**
 * Starts the built server (dist/server/main.js) as a child process, as `npm start` would,
 * for the benchmark and the multi-process reliability tests: load generator and server
 * never share an event loop, and the process can be killed for real.
 */
export async function startServerProcess({
  port,
  dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-proc-')),
  env = {},
  captureOutput = false,
}: StartOptions): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the benched server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMPLOYEE_ACCESS_CODE: PROCESS_EMPLOYEE_CODE,
      OWNER_ACCESS_CODE: PROCESS_OWNER_CODE,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    process.stdout.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode} before listening`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Nobody gets a handle to stop it: left running, it would hold the port and keep the test run alive.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server on port ${port} did not start within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    child,
    output: () => stdout,
    async stop({ removeData = true } = {}) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
