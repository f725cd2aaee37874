import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { validateSession } from '../server/auth/session';
import { listEmployees } from '../server/features/employees/employees.repo';
import { seesAllChecks } from '../server/features/flood-checks/check-access';
import { listChecks } from '../server/features/flood-checks/checks.repo';
import { listOwnAssessments } from '../server/features/skills/assessments.repo';
import { dashboardJson } from '../server/features/skills/dashboard.service';
import { QUICK } from './load';
import { dropDatabase, freshDatabase } from './postgres';
import { seedScale } from './seed-scale';
import { startServer } from './server';
import { completeAssessments } from './skills-data';
import { add, percent } from './table';
import { registeredCookie, userId } from './users';

/** Tables that grow with the company's history: a sequential scan of one on a hot path is a defect. */
const BIG_TABLES = [
  'flood_prevention_checks',
  'assessments',
  'skill_assessments',
  'sessions',
  'activities',
  'inspection_photos',
  'training_progress',
  'audit_log',
];
const SMALL = { employees: 200, checks: 1_000, assessments: 100 };
const LARGE = { employees: 200, checks: 100_000, assessments: 10_000 };

async function timeOne(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** Median latency of each URL, requests interleaved so that machine noise hits all alike. */
async function timeAll(urls: Array<[string, string, string]>, rounds: number): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(urls.map(([name]) => [name, []]));
  for (let i = 0; i < 5; i++) for (const [, url, cookie] of urls) await timeOne(url, cookie);
  for (let i = 0; i < rounds; i++) for (const [name, url, cookie] of urls) samples.get(name)!.push(await timeOne(url, cookie));
  return new Map([...samples].map(([name, s]) => [name, s.sort((a, b) => a - b)[Math.floor(s.length / 2)]!]));
}

interface Company {
  name: string;
  url: string;
  server: Awaited<ReturnType<typeof startServer>>;
  owner: string;
  plumber: string;
}

/** One company on its own database and server, seeded to `size`. */
async function company(name: string, port: number, size: typeof SMALL): Promise<Company> {
  const url = await freshDatabase(name);
  const server = await startServer(port, { DATABASE_URL: url });
  const owner = await registeredCookie(server.url, 'owner');
  const plumber = await registeredCookie(server.url);
  await completeAssessments(server.url, plumber, QUICK ? 2 : 5);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await seedScale(db, size).finally(() => db.end());
  return { name, url, server, owner, plumber };
}

async function routes(c: Company): Promise<Array<[string, string, string]>> {
  const base = c.server.url;
  const first = (await (await fetch(`${base}/api/flood-prevention-checks?limit=20`, { headers: { cookie: c.owner } })).json()) as { nextCursor: number };
  return [
    ['GET /api/dashboard', `${base}/api/dashboard`, c.plumber],
    ['GET /api/assessments (own)', `${base}/api/assessments`, c.plumber],
    ['GET /api/flood-prevention-checks, all (owner), page 1', `${base}/api/flood-prevention-checks?limit=20`, c.owner],
    ['GET /api/flood-prevention-checks, all (owner), page 2', `${base}/api/flood-prevention-checks?limit=20&cursor=${first.nextCursor}`, c.owner],
    ['GET /api/flood-prevention-checks, own (plumber)', `${base}/api/flood-prevention-checks?limit=20`, c.plumber],
    ['GET /api/employees (200)', `${base}/api/employees`, c.owner],
  ];
}

/**
 * Figure 2 on PostgreSQL: the same company at 1k checks (100 assessments) and at 100k
 * checks (10k assessments), 200 employees in both, each on its own database and server;
 * requests alternate between the two so that machine noise hits both alike. Then EXPLAIN
 * of the hot queries at scale.
 */
export async function benchScale(port: number): Promise<void> {
  const companies: Company[] = [];
  try {
    companies.push(await company('perf_bench_small', port, SMALL));
    companies.push(await company('perf_bench_large', port + 1, LARGE));
    const [small, large] = companies as [Company, Company];
    const urls = [...(await routes(small)), ...(await routes(large))].map(([n, u, c], i) => [`${i}|${n}`, u, c] as [string, string, string]);
    const times = [...(await timeAll(urls, QUICK ? 21 : 61)).values()];
    const names = (await routes(small)).map(([n]) => n);
    names.forEach((figure, i) => {
      const ref = times[i]!;
      const ms = times[i + names.length]!;
      add({
        area: '2',
        figure: `PostgreSQL, 100k checks: ${figure}`,
        value: `${ms.toFixed(1)} ms median`,
        reference: `1k checks ${ref.toFixed(1)} ms`,
        ratio: percent(ms, ref),
        target: '<= 150% of 1k',
        met: ms <= 1.5 * ref,
      });
    });
    const scans = await seqScansOfHotQueries(
      large.url,
      large.plumber.split('=')[1]!,
      await userId(large.server.url, large.plumber),
      await userId(large.server.url, large.owner),
    );
    add({
      area: '2',
      figure: 'EXPLAIN of the hot queries at 100k checks',
      value: scans.bad.length ? `Seq Scan: ${scans.bad.join('; ')}` : `no Seq Scan on history tables (${scans.checked} queries)`,
      reference: '',
      ratio: '',
      target: 'no Seq Scan',
      met: scans.bad.length === 0,
    });
  } finally {
    for (const c of companies) {
      await c.server.stop();
      await dropDatabase(c.name);
    }
  }
}

/** Runs the app's own hot queries with a logging Drizzle and EXPLAINs each exactly as sent. */
async function seqScansOfHotQueries(url: string, token: string, plumberId: number, ownerId: number): Promise<{ checked: number; bad: string[] }> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Array<{ query: string; params: unknown[]; label: string }> = [];
  let label = '';
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ query, params, label }) } }) as unknown as Db;
  try {
    const userRow = async (id: number) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
    const [plumber, owner] = [await userRow(plumberId), await userRow(ownerId)];
    // As the app lists them: everyone's checks for those who see all, one's own otherwise.
    const authorFilter = (user: typeof owner) => (seesAllChecks(user) ? null : user.id);
    captured.length = 0;
    label = 'session';
    await validateSession(db, decodeURIComponent(token), { ip: '127.0.0.1' });
    label = 'dashboard';
    await dashboardJson(db, plumber);
    label = 'own assessments';
    await listOwnAssessments(db, plumber.id);
    label = 'checks (owner)';
    const page = await listChecks(db, authorFilter(owner), { limit: 20 });
    label = 'checks page 2 (owner)';
    await listChecks(db, authorFilter(owner), { limit: 20, afterId: page.rows.at(-1)!.id });
    label = 'checks (plumber)';
    await listChecks(db, authorFilter(plumber), { limit: 20 });
    label = 'employees';
    await listEmployees(db);
    const bad: string[] = [];
    for (const q of captured) {
      if (/^\s*(update|insert|delete)/i.test(q.query)) continue;
      const plan = JSON.stringify((await pool.query(`EXPLAIN (FORMAT JSON) ${q.query}`, q.params)).rows[0]);
      if (process.env.BENCH_EXPLAIN) {
        const analyse = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params);
        console.log(`\n${q.label}: ${q.query.slice(0, 200)}\n${analyse.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
      }
      for (const m of plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)) if (BIG_TABLES.includes(m[1]!)) bad.push(`${q.label}: ${m[1]}`);
    }
    return { checked: captured.length, bad };
  } finally {
    await pool.end();
  }
}
