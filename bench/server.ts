import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH_EMPLOYEE_CODE = 'BENCHCREW1';
export const BENCH_OWNER_CODE = 'BENCH-OWNER-CODE-1';

export interface BenchServer {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/server/main.js) as a child process on a fresh data folder,
 * so that the load generator and the server do not share an event loop.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMPLOYEE_ACCESS_CODE: BENCH_EMPLOYEE_CODE, OWNER_ACCESS_CODE: BENCH_OWNER_CODE, LOG_LEVEL: 'warn', BENCH: '1', RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    origin: url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
