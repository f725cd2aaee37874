import { sql } from 'drizzle-orm';
import type { TestApp } from '../../server/test/app';
import { fileStore } from '../../server/lib/storage';
import { stagedNames } from '../../server/test/storage';

// Tables whose rows a refused request may legitimately write: failed-attempt counters and
// the security audit trail. Sessions are compared by count (last activity is touched by reads).
const MAY_CHANGE = new Set(['auth_throttle', 'audit_log', 'sessions', '__drizzle_migrations']);

/**
 * Everything a request could have written: each table's content hash and every file under
 * the upload folder. Equal fingerprints before and after a refused request prove it wrote nothing.
 */
export async function fingerprinter(t: TestApp): Promise<() => Promise<string>> {
  const res = await t.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const tables = (res as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
  return async () => {
    const parts: string[] = [];
    for (const table of tables) {
      const query = MAY_CHANGE.has(table)
        ? `SELECT '${table}:' || count(*) AS f FROM "${table}"`
        : `SELECT '${table}:' || count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS f FROM "${table}" t`;
      const rows = await t.db.execute(sql.raw(query));
      parts.push((rows as unknown as { rows: Array<{ f: string }> }).rows[0]!.f);
    }
    parts.push(`files:${(await uploadedFiles(t)).join(',')}`);
    return parts.join('|');
  };
}

/** Every stored file (through the file store, whatever its backend) and every upload still staged, sorted. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const store = fileStore(t.config);
  const stored = (await store.list('')).map((o) => o.key);
  const staged = (await stagedNames(t.config, 'checks')).map((n) => `staging:${n}`);
  return [...new Set([...stored, ...staged])].sort();
}
