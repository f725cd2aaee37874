import { checkBody } from './api';
import { describe, load, type LoadResult } from './load';
import { dropDatabase, freshDatabase } from './postgres';
import { startServer } from './server';
import { completeAssessments } from './skills-data';
import { add, percent } from './table';
import { registeredCookie } from './users';

/** A route of figure 7; `judged` says whether its gain is a target. */
interface ClusterRoute {
  name: string;
  path: (checkId: number) => string;
  judged: boolean;
  /** Sent with the session cookie (a cookie costs even a public route its session lookup). */
  signedIn: boolean;
  connections?: number;
}

const ROUTES: ClusterRoute[] = [
  // Does nothing: on two cores shared with the load generator, which costs about as much per
  // request as this route, its gain says more about the generator than the server.
  { name: 'GET /api/bench/hello', path: () => '/api/bench/hello', judged: false, signedIn: false },
  // One statement per request: the server, PostgreSQL and the generator share the cores.
  { name: 'GET /api/dashboard', path: () => '/api/dashboard', judged: true, signedIn: true },
  // Server-bound work (pdfkit lays the report out on the event loop): what a second core is for.
  { name: 'GET client report PDF', path: (id) => `/api/flood-prevention-checks/${id}/client-report.pdf`, judged: true, signedIn: true, connections: 10 },
];

/**
 * Figure 7: throughput with one node:cluster worker and with two (one per core, what
 * production runs on PostgreSQL), the same database and load. The load generator shares the
 * two cores, so the gain is a lower bound of what a separate client would see.
 */
export async function benchCluster(port: number): Promise<void> {
  const name = 'perf_bench_cluster';
  const url = await freshDatabase(name);
  try {
    const results: LoadResult[][] = [];
    let cookie = '';
    let checkId = 0;
    for (const workers of [1, 2]) {
      const server = await startServer(port, { DATABASE_URL: url, WORKERS: String(workers) });
      try {
        if (!cookie) {
          cookie = await registeredCookie(server.url);
          await completeAssessments(server.url, cookie, 5);
          checkId = await createCheck(server.url, cookie);
        }
        const request = (route: ClusterRoute) => ({
          url: `${server.url}${route.path(checkId)}`,
          headers: route.signedIn ? { cookie } : undefined,
          connections: route.connections,
        });
        for (const route of ROUTES) await load({ ...request(route), seconds: 1 }); // warm every worker
        const run: LoadResult[] = [];
        for (const route of ROUTES) run.push(await load(request(route)));
        results.push(run);
      } finally {
        await server.stop();
      }
    }
    const [one, two] = results as [LoadResult[], LoadResult[]];
    ROUTES.forEach((route, i) => {
      const [a, b] = [one[i]!, two[i]!];
      add({
        area: '7',
        figure: `PostgreSQL, ${route.name} with 2 cluster workers${route.connections ? ` (${route.connections} connections)` : ''}`,
        value: describe(b),
        reference: `1 worker: ${a.rps} req/s`,
        ratio: percent(b.rps, a.rps),
        target: route.judged ? 'more than 1 worker (> 100%)' : 'information (a route that does nothing)',
        met: route.judged ? b.rps > a.rps && b.errors === 0 : null,
      });
    });
  } finally {
    await dropDatabase(name);
  }
}

/** A completed check, as the form saves it, for the report route. */
async function createCheck(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/flood-prevention-checks`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(checkBody(0)),
  });
  if (!res.ok) throw new Error(`creating the check failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
