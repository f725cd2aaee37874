import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client';

/**
 * True when the tests run on PostgreSQL. Race tests need it: PGlite runs one statement at a
 * time, so requests "in parallel" there never overlap and a missing lock would still pass.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh
 * PostgreSQL database (created and dropped here) when DATABASE_URL is set.
 */
export async function openTestDatabase(afterMigrate?: (db: Db) => Promise<void>): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ afterMigrate });
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), afterMigrate });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
