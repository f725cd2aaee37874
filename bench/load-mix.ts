import { cpus, loadavg } from 'node:os';
import { cpuSeconds, describeCpu } from './cpu-share';
import { loadConfig } from '../server/config';
import { ACTIONS, SIGN_IN, phonePhoto, pickAction, seedPlumber, signIn, type Plumber } from './load-plumber';
import { startProduction } from './load-server';
import { LoadStats, TARGET_P99_MS } from './load-stats';
import { QUICK } from './load';
import { ADMIN_URL, dropDatabase, freshDatabase } from './postgres';
import { VuClient, loopbackAddress } from './vu-client';

/**
 * `npm run bench:load` (build first): 100 plumbers against `npm start` in production (2
 * cluster workers) on PostgreSQL, each a keep-alive connection from its own loopback
 * address working through a weighted mix. Two phases on the same seeded company:
 * - paced (the target): each plumber pauses a mean of 1 s between requests (uniform
 *   0.5-1.5 s, the convention of load tools' virtual users), still far busier than a plumber
 *   on site; judged on 0 errors and p99 < 200 ms per route;
 * - flat out (capacity, judged on errors only): no pause, so the two cores saturate and
 *   every request waits in the same queues; it shows throughput and headroom.
 * `--quick` or BENCH_QUICK=1: 20 plumbers, 10 s a phase. BENCH_THINK_MS runs one phase with
 * that mean pause instead; BENCH_USERS, BENCH_SECONDS and BENCH_PHOTO_WEIGHT change the run;
 * BENCH_LOAD_DB=pglite runs the single process on the embedded database that a plain
 * `npm start` uses; the server listens on BENCH_PORT+10 (5710).
 */
const USERS = Number(process.env.BENCH_USERS ?? (QUICK ? 20 : 100));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 10 : 60));
/** PostgreSQL with a cluster of 2 (production), or the embedded PGlite in its one process. */
const DB: 'postgres' | 'pglite' = process.env.BENCH_LOAD_DB === 'pglite' ? 'pglite' : 'postgres';
const WORKERS = DB === 'postgres' ? 2 : 1;
const PORT = Number(process.env.BENCH_PORT ?? 5700) + 10;
const PHOTO = { width: 1920, height: 1440 };
/** One sign-in a second across all plumbers: at most one per plumber in a 60 s run. */
const SIGN_IN_EVERY_MS = 1000;
/** A virtual user's mean pause between requests in the paced (target) phase. */
const PACED_THINK_MS = 1000;
interface Phase {
  name: string;
  thinkMs: number;
  /** Judged on p99 < TARGET_P99_MS as well as 0 errors; otherwise on errors only. */
  target: boolean;
}
const PHASES: Phase[] =
  process.env.BENCH_THINK_MS !== undefined
    ? [{ name: 'BENCH_THINK_MS', thinkMs: Number(process.env.BENCH_THINK_MS), target: true }]
    : [
        { name: 'paced (the target)', thinkMs: PACED_THINK_MS, target: true },
        { name: 'flat out (capacity: errors only)', thinkMs: 0, target: false },
      ];
/** The production rate limit per client address; each plumber keeps under 80% of it. */
const { rateLimitPerMinute: RATE_LIMIT, signInRateLimitPerMinute: SIGN_IN_LIMIT } = loadConfig({ NODE_ENV: 'production' });
const MIN_GAP_MS = 60_000 / (RATE_LIMIT * 0.8);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seedAll(base: URL, run: string): Promise<Plumber[]> {
  const plumbers: Plumber[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < USERS; n = next++) plumbers.push(await seedPlumber(n, new VuClient(base, loopbackAddress(n)), run));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return plumbers;
}

async function work(p: Plumber, jpeg: Buffer, stats: LoadStats, deadline: number, signIns: { next: number }, thinkMs: number): Promise<void> {
  await sleep(Math.random() * 500); // plumbers do not start in step
  while (Date.now() < deadline) {
    const started = Date.now();
    if (started >= signIns.next) {
      signIns.next += SIGN_IN_EVERY_MS;
      stats.record(SIGN_IN, await signIn(p));
    } else {
      const action = pickAction(Math.random());
      stats.record(action.route, await action.send(p, jpeg));
    }
    const gap = Math.max(MIN_GAP_MS - (Date.now() - started), thinkMs * (0.5 + Math.random()));
    if (gap > 0) await sleep(gap);
  }
}

/** One phase: every plumber works until the deadline; prints its table and says whether it met its targets. */
async function runPhase(phase: Phase, plumbers: Plumber[], jpeg: Buffer, serverPid: number | undefined): Promise<boolean> {
  const stats = new LoadStats();
  const load0 = loadavg()[0]!;
  const cpu0 = cpuSeconds(serverPid);
  const t0 = performance.now();
  const signIns = { next: Date.now() + SIGN_IN_EVERY_MS };
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(plumbers.map((p) => work(p, jpeg, stats, deadline, signIns, phase.thinkMs)));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = describeCpu(cpu0, cpuSeconds(serverPid), elapsed);
  const total = [...stats.routes.values()].reduce((s, r) => s + r.times.length, 0);
  const { markdown, met, failures } = stats.table(elapsed, phase.target ? TARGET_P99_MS : null);
  const pace = phase.thinkMs ? `think time ${phase.thinkMs} ms (mean, uniform 0.5x-1.5x)` : 'no think time';
  console.log(
    [
      `\n## Phase: ${phase.name}: ${plumbers.length} plumbers x ${elapsed.toFixed(1)} s, ${pace}; load average ${load0.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`,
      `CPU during the phase, in cores: ${cpu}`,
      `total: ${total} requests, ${(total / elapsed).toFixed(0)} req/s\n`,
      markdown,
      `\n${phase.target ? `0 errors and p99 < ${TARGET_P99_MS} ms on every route` : '0 errors on every route'}: ${met ? 'met' : '**missed**'}`,
      ...failures.map((f) => `  ${f}`),
    ].join('\n'),
  );
  return met;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const jpeg = await phonePhoto(PHOTO.width, PHOTO.height);
  const photo = `${PHOTO.width} x ${PHOTO.height} JPEG (${((PHOTO.width * PHOTO.height) / 1e6).toFixed(1)} MP, ${(jpeg.length / 1024).toFixed(0)} KiB)`;
  const url = DB === 'postgres' ? await freshDatabase('perf_bench_load') : ''; // '' leaves DATABASE_URL unset: PGlite
  const server = await startProduction(PORT, url, WORKERS);
  try {
    const seedStart = Date.now();
    const plumbers = await seedAll(new URL(server.url), startedAt.getTime().toString(36));
    console.log(`seeded ${plumbers.length} plumbers in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; running ${SECONDS} s...`);
    const weights = ACTIONS.map((a) => `${a.route} ${a.weight}`).join(', ');
    console.log(
      [
        `\nnpm run bench:load${QUICK ? ' --quick' : ''}: ${startedAt.toISOString()}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.versions.node}`,
        `server: npm start (scripts/start.mjs), NODE_ENV=production, ${DB === 'postgres' ? `${WORKERS} cluster workers, PostgreSQL ${new URL(ADMIN_URL).host}` : 'one process, embedded PGlite'}; rate limits at their production defaults: ${RATE_LIMIT}/min per client address, ${SIGN_IN_LIMIT}/min sign-ins and sign-ups per address`,
        `load: ${plumbers.length} plumbers, one keep-alive connection each from its own address (127.0.1.n), request timeout 10 s`,
        `mix (weights): ${weights}; plus one ${SIGN_IN} (argon2id) every ${SIGN_IN_EVERY_MS / 1000} s across all plumbers`,
        `photo: ${photo}, each upload with its own clientUploadId`,
        `each plumber sends at most ${Math.round(60_000 / MIN_GAP_MS)}/min (80% of the limit); the per-account lockout is cleared by each correct sign-in`,
      ].join('\n'),
    );
    let allMet = true;
    for (const phase of PHASES) allMet = (await runPhase(phase, plumbers, jpeg, server.pid)) && allMet;
    console.log(`\ntargets: 0 errors in every phase, p99 < ${TARGET_P99_MS} ms on every route of the paced phase: ${allMet ? 'met' : '**missed**'}`);
    for (const p of plumbers) p.client.close();
  } finally {
    await server.stop();
    if (DB === 'postgres') await dropDatabase('perf_bench_load');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
