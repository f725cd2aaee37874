import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface Prepared {
  execute(placeholders: Record<string, unknown>): Promise<unknown>;
}

/**
 * One value per database handle, made on first use: a query builder's `.prepare(name)` is
 * built once and then planned by PostgreSQL once per connection instead of on every request.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
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
  const prepared = perDatabase((db): Prepared => {
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    return session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) as Prepared;
  });
  // node-postgres and PGlite both answer a result with `rows`.
  return async (db, values) => ((await prepared(db).execute(values)) as { rows: Row[] }).rows;
}

/** `column AS "name", ...` for a hand-written statement, so its rows arrive with these names. */
export function selectList(columns: Record<string, Column | SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );
}
