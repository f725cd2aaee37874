import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer } from './server';

/**
 * The Existing list with 100k checks in the database against the same list with 1k
 * (issue 5: page time within 1.5x). Rows are inserted straight into the stopped server's
 * database, then the server is started again and the first and a later page are timed.
 */
export interface ListBenchRow {
  checks: number;
  firstPageMs: number;
  laterPageMs: number;
}

async function addChecks(dataDir: string, userId: number, from: number, to: number): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `insert into flood_prevention_checks (user_id, client_name, street_number, street_name, street_type, suburb, postcode, state, initial_job_number, client_email, status, created_at)
       select $1, 'Client ' || g, g::text, 'Bench', 'Street', 'Richmond', '3121', 'VIC', 'JOB-' || g, 'client' || g || '@example.com',
              case when g % 3 = 0 then 'draft' else 'completed' end, now() - (g || ' minutes')::interval
       from generate_series($2::int, $3::int) g`,
      [userId, from, to],
    );
    // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum).
    await db.query('vacuum analyze flood_prevention_checks');
  } finally {
    await db.close();
  }
}

async function timeGet(url: string, cookie: string, times = 60): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Number(samples[Math.floor(samples.length / 2)]!.toFixed(2));
}

export async function benchChecksList(port: number, register: (base: string) => Promise<string>): Promise<ListBenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plumbing-bench-list-'));
  const rows: ListBenchRow[] = [];
  try {
    let server = await startServer(port, { DATA_DIR: dataDir });
    const cookie = await register(server.url);
    const { id: userId } = (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: number };
    let inserted = 0;
    for (const target of [1_000, 100_000]) {
      await server.stop();
      await addChecks(dataDir, userId, inserted + 1, target);
      inserted = target;
      server = await startServer(port, { DATA_DIR: dataDir });
      const list = `${server.url}/api/flood-prevention-checks?limit=20`;
      await timeGet(list, cookie, 5); // warm-up
      const page = (await (await fetch(list, { headers: { cookie } })).json()) as { total: number; nextCursor: number };
      if (page.total !== target) throw new Error(`expected ${target} checks, the list says ${page.total}`);
      rows.push({ checks: target, firstPageMs: await timeGet(list, cookie), laterPageMs: await timeGet(`${list}&cursor=${page.nextCursor}`, cookie) });
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
