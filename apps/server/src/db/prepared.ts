import type { Database } from './client'

/**
 * A hot query built once per database instead of on every request, for
 * drizzle's `.prepare(name)`: its SQL is built once (drizzle spent about a
 * fifth of the server's thread rebuilding SQL), and on PostgreSQL it becomes a
 * named prepared statement on each connection, which the server parses once
 * and, after five runs, plans once (bench/README.md, "Prepared statements").
 * Its varying values are `sql.placeholder`s, filled by `execute`.
 *
 * A transaction is a database of its own here: a query prepared for it runs
 * inside it, and is built again for the next one.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query) {
  const byDatabase = new WeakMap<Database, Query>()
  return (db: Database): Query => {
    let query = byDatabase.get(db)
    if (query === undefined) {
      query = build(db)
      byDatabase.set(db, query)
    }
    return query
  }
}
