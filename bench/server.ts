import { startServerProcess, PROCESS_EMPLOYEE_CODE } from '../server/test/server-process';

export const BENCH_EMPLOYEE_CODE = PROCESS_EMPLOYEE_CODE;

export interface BenchServer {
  url: string;
  origin: string;
  /** The server process, for memory readings. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The benchmarked server: the built app in its own process with the hello route mounted. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const proc = await startServerProcess({ port, env: { BENCH: '1', ...env } });
  return { url: proc.url, origin: proc.url, pid: proc.child.pid, stop: () => proc.stop() };
}
