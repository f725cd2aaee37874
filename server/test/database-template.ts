import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';

/**
 * The database every API test file starts from (docs/architecture.md#tests): migrated and
 * seeded once per run by the `api` project's global setup, then copied for each test file, a
 * PGlite data folder restored from a tarball or a PostgreSQL `CREATE DATABASE ... TEMPLATE`.
 * Building it per run, not caching it between runs, means it can never lag behind a changed
 * migration or seed.
 */
export type TemplateRef = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; database: string };

/** The codes createTestApp gives the app unless a test sets its own; the template is seeded with them. */
export const TEST_OWNER_CODE = 'OWNER-TEST-CODE-2026';
export const TEST_EMPLOYEE_CODE = 'CREWCODE26';

/** True when a test app's config seeds exactly what the template holds, so a copy is that seed. */
export function seededLikeTemplate(config: AppConfig): boolean {
  return config.ownerAccessCode === TEST_OWNER_CODE && config.employeeAccessCode === TEST_EMPLOYEE_CODE;
}

/** The admin URL's database renamed to `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the admin database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Builds the run's template: on DATABASE_URL's server when set, else a PGlite tarball. */
export async function buildTemplate(): Promise<{ ref: TemplateRef; drop(): Promise<void> }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'plumbing-template-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: scratch, OWNER_ACCESS_CODE: TEST_OWNER_CODE, EMPLOYEE_ACCESS_CODE: TEST_EMPLOYEE_CODE, LOG_LEVEL: 'silent' },
    { webDir: undefined },
  );
  const seed = async (db: Parameters<typeof seedDatabase>[0]) => void (await seedDatabase(db, config));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), afterMigrate: seed });
    await database.close(); // a template takes copies only while nobody is connected to it
    return {
      ref: { kind: 'postgres', database: name },
      async drop() {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  }
  const database = await openDatabase({ afterMigrate: seed });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = path.join(scratch, 'pgdata.tar');
  writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return {
    ref: { kind: 'pglite', tarball },
    async drop() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Given by server/test/global-setup.ts to the `api` project's files only. */
    databaseTemplate: TemplateRef;
  }
}
