import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { migrationsCurrent, migrationsFolder, openDatabase, type Db } from './client';

const count = async (db: Db, query: string) => Number(((await db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('start-up migration check', () => {
  it('says current only when the newest committed migration is applied', async () => {
    const database = await openTestDatabase();
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      expect(await migrationsCurrent(database.db)).toBe(true);

      // A migration committed after this database was migrated.
      cpSync(migrationsFolder(), folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_newer' });
      writeFileSync(journalPath, JSON.stringify(journal));
      writeFileSync(path.join(folder, '9999_newer.sql'), 'SELECT 1;');
      expect(await migrationsCurrent(database.db, folder)).toBe(false);

      // The newest applied migration missing, then drizzle's table itself.
      await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
      expect(await migrationsCurrent(database.db)).toBe(false);
      await database.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
      expect(await migrationsCurrent(database.db)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await database.close();
    }
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('reopens a migrated PGlite folder without migrating again, keeping its data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-reopen-'));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      const applied = await count(first.db, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await first.db.execute(sql`INSERT INTO skill_categories (id, name, description) VALUES (900, 'Kept', 'across a restart')`);
      await first.close();

      const again = await openDatabase({ pgliteDir: dir });
      try {
        expect(await migrationsCurrent(again.db)).toBe(true);
        expect(await count(again.db, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toBe(applied);
        expect(await count(again.db, 'SELECT count(*)::int AS n FROM skill_categories WHERE id = 900')).toBe(1);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
