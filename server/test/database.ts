import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { adminQuery, databaseUrl, seededLikeTemplate, type TemplateRef } from './database-template';

/**
 * True when the tests run on PostgreSQL. Race tests need it: PGlite runs one statement at a
 * time, so requests "in parallel" there never overlap and a missing lock would still pass.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The run's template (server/test/database-template.ts). Only the projects that run on each
 * database (`api`, `reliability`) have one: a file that opens a database from another project
 * would run on one database only, so it fails here instead (scripts/test-files.mjs sorts the
 * files into projects).
 */
export function databaseTemplate(): TemplateRef {
  const template = inject('databaseTemplate');
  if (!template) throw new Error('This test file opens a database but is not in the `api` Vitest project (scripts/test-files.mjs decides).');
  return template;
}

/**
 * A database of its own for one test file, migrated and, given a config, seeded for it: a copy
 * of the run's template (in-memory PGlite, or a PostgreSQL database created and dropped here
 * when DATABASE_URL is set). A config whose seed differs from the template's (other access
 * codes) gets a database migrated and seeded afresh, as before templates
 * (docs/architecture.md#tests).
 */
export async function openTestDatabase(seedFor?: AppConfig): Promise<Database> {
  const template = databaseTemplate();
  const fresh = seedFor !== undefined && !seededLikeTemplate(seedFor);
  const afterMigrate = fresh ? (db: Database['db']) => seedDatabase(db, seedFor).then(() => undefined) : undefined;
  if (template.kind === 'pglite') return openDatabase({ pgliteDataDir: fresh ? undefined : new Blob([readFileSync(template.tarball)]), afterMigrate });
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, fresh ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), afterMigrate });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
