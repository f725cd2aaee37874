import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { databaseTemplate } from './database';

/**
 * An empty database for a test of one migration's data step: in-memory PGlite, or a fresh
 * PostgreSQL database (created and dropped here) when DATABASE_URL is set, like
 * openTestDatabase. It applies the committed SQL files by hand, so a test can stop before a
 * migration, write the rows it had to handle, and run it.
 */
export interface MigrationDatabase {
  /** Runs SQL of one or more statements. */
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** Applies every committed migration whose file name passes `which` ('0006_certificates.sql'), in order. */
  migrate(which: (file: string) => boolean): Promise<void>;
  close(): Promise<void>;
}

const files = () =>
  readdirSync(migrationsFolder())
    .filter((f) => f.endsWith('.sql'))
    .sort();
const statements = (file: string) =>
  readFileSync(path.join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

export async function openMigrationDatabase(): Promise<MigrationDatabase> {
  databaseTemplate(); // not used here, but a file opening a database must be in a database project
  const { exec, rows, close } = process.env.DATABASE_URL ? await postgres(process.env.DATABASE_URL) : await pglite();
  return {
    exec,
    rows,
    close,
    async migrate(which) {
      for (const file of files().filter(which)) for (const s of statements(file)) await exec(s);
    },
  };
}

async function pglite(): Promise<Omit<MigrationDatabase, 'migrate'>> {
  const db = await PGlite.create();
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    close: () => db.close(),
  };
}

async function postgres(adminUrl: string): Promise<Omit<MigrationDatabase, 'migrate'>> {
  const name = `test_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    exec: async (sql) => void (await db.query(sql)),
    rows: async <T>(sql: string) => (await db.query(sql)).rows as T[],
    async close() {
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
