import autocannon from 'autocannon';

/** Load settings: `--quick` (or BENCH_QUICK=1) shortens every run for a fast look. */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 5));
/** Seconds of the same load run first and not counted: the first requests of a route pay for compiling its code. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  connections?: number;
  /** Paths taken in turn, one per request (many users' rows rather than one hot row). */
  paths?: string[];
  /** Bodies taken in turn, one per request. */
  bodies?: string[];
}

/** `connections` clients in a loop against one URL for `seconds` (autocannon). */
export async function load(req: LoadRequest): Promise<LoadResult> {
  let turn = 0;
  const rotate =
    req.paths || req.bodies
      ? [
          {
            setupRequest: (r: autocannon.Request) => {
              const n = turn++;
              return {
                ...r,
                ...(req.paths ? { path: req.paths[n % req.paths.length] } : {}),
                ...(req.bodies ? { body: req.bodies[n % req.bodies.length] } : {}),
              };
            },
          },
        ]
      : undefined;
  const r = await autocannon({
    requests: rotate,
    url: req.url,
    method: req.method ?? 'GET',
    headers: req.headers ?? {},
    body: req.body,
    connections: req.connections ?? CONNECTIONS,
    duration: req.seconds ?? SECONDS,
    ...(WARMUP_SECONDS > 0 ? { warmup: { connections: req.connections ?? CONNECTIONS, duration: WARMUP_SECONDS } } : {}),
  });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

export const describe = (r: LoadResult) => `${r.rps} req/s, p99 ${r.p99} ms, ${r.errors} errors`;
