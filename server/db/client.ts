import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** The app's database handle: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

const STARTUP_LOCK = 7_272_701;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Folder of committed migrations, found whether the server runs from source or from dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../server/db/migrations'), path.resolve('server/db/migrations')];
  return candidates.find((c) => existsSync(path.join(c, 'meta'))) ?? candidates[0]!;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in
 * `dataDir` ('memory://' keeps it in memory for tests). Applies committed migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** A PGlite data folder to start from (a `dumpDataDir()` tarball): the tests' prepared template. */
  pgliteDataDir?: Blob | undefined;
  /** Runs once after migrations, under the start-up lock (seeding). */
  afterMigrate?: (db: Db) => Promise<void>;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle pooled connection that the server drops (restart, failover, an administrator)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces
    // the connection on next use, and requests in flight fail through their own promises.
    let closing = false;
    pool.on('error', (error: Error & { code?: string }) => {
      if (!closing) console.warn(`database connection lost (${error.code ?? error.message}); it will be replaced`);
    });
    const db = drizzle({ client: pool, schema });
    // Several instances may start at once against one database: migrate and seed under a lock.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      if (!(await migrationsCurrent(db as unknown as Db))) await migrate(db, { migrationsFolder: migrationsFolder() });
      await opts.afterMigrate?.(db as unknown as Db);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      lock.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        closing = true;
        await untilQuiet(pool);
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, opts.pgliteDataDir ? { loadDataDir: opts.pgliteDataDir } : {});
  const db = drizzle({ client, schema });
  if (!(await migrationsCurrent(db as unknown as Db))) await migrate(db, { migrationsFolder: migrationsFolder() });
  await opts.afterMigrate?.(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * True when the database already holds the newest committed migration, so drizzle's migrate()
 * would apply nothing: it applies each migration newer than the newest `created_at` in
 * drizzle.__drizzle_migrations, after creating that schema and table if missing. Checking
 * first spares every start the reading and hashing of each migration file and the DDL
 * statements (docs/performance.md#results, figure 6).
 */
export async function migrationsCurrent(db: Db, folder = migrationsFolder()): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const rows = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [table] = await rows<{ present: boolean }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return false;
  const [applied] = await rows<{ last: string | null }>(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`);
  const last = applied?.last;
  return last != null && Number(last) >= newest;
}

/**
 * Waits (at most 5 s) until no connection has been in use for 100 ms. Called after the HTTP
 * server has stopped taking requests: a handler whose client hung up is still running, and
 * ending the pool under it would fail its remaining queries.
 */
async function untilQuiet(pool: { totalCount: number; idleCount: number; waitingCount: number }): Promise<void> {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
