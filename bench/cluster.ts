import { describe, load, type LoadResult } from './load';
import { dropDatabase, freshDatabase } from './postgres';
import { startServer } from './server';
import { completeAssessments } from './skills-data';
import { add, percent } from './table';
import { registeredCookie } from './users';

/**
 * Figure 7: dashboard throughput with one node:cluster worker and with two (one per core,
 * what production runs on PostgreSQL), the same database and load. The load generator
 * shares the two cores, so the gain is a lower bound of what a separate client would see.
 */
export async function benchCluster(port: number): Promise<void> {
  const name = 'perf_bench_cluster';
  const url = await freshDatabase(name);
  try {
    const results: Array<[LoadResult, LoadResult]> = [];
    let cookie = '';
    for (const workers of [1, 2]) {
      const server = await startServer(port, { DATABASE_URL: url, WORKERS: String(workers) });
      try {
        if (!cookie) {
          cookie = await registeredCookie(server.url);
          await completeAssessments(server.url, cookie, 5);
        }
        await load({ url: `${server.url}/api/dashboard`, headers: { cookie }, seconds: 1 }); // warm every worker
        results.push([await load({ url: `${server.url}/api/bench/hello` }), await load({ url: `${server.url}/api/dashboard`, headers: { cookie } })]);
      } finally {
        await server.stop();
      }
    }
    const [one, two] = results as [[LoadResult, LoadResult], [LoadResult, LoadResult]];
    ['GET /api/bench/hello', 'GET /api/dashboard'].forEach((route, i) => {
      const [a, b] = [one[i]!, two[i]!];
      add({
        area: '7',
        figure: `PostgreSQL, ${route} with 2 cluster workers`,
        value: describe(b),
        reference: `1 worker: ${a.rps} req/s`,
        ratio: percent(b.rps, a.rps),
        target: 'more than 1 worker (> 100%)',
        met: b.rps > a.rps && b.errors === 0,
      });
    });
  } finally {
    await dropDatabase(name);
  }
}
