import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface Prepared {
  execute(placeholders: Record<string, unknown>): Promise<unknown>;
}

/**
 * A hand-written statement (`sql` with `sql.placeholder(...)` for its values) sent as a
 * named prepared statement: built once per database handle, and parsed and planned by
 * PostgreSQL once per connection instead of on every request (planning the dashboard's
 * statement cost more than running it). Query builders get this from `.prepare(name)`;
 * raw SQL has no such method, so this uses the session and dialect that `db.execute`
 * itself uses (internal to drizzle-orm, pinned by the lockfile).
 */
export function preparedStatement<Row>(name: string, statement: SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const built = new WeakMap<Db, Prepared>();
  return async (db, values) => {
    let prepared = built.get(db);
    if (!prepared) {
      const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
      prepared = session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) as Prepared;
      built.set(db, prepared);
    }
    // node-postgres and PGlite both answer a result with `rows`.
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
