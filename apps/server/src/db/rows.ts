/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer
 * `{ rows }`, which drizzle's shared database type leaves unknown.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}
