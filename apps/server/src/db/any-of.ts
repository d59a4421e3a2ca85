import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * `column = any($1::int[])`: the ids travel as one array parameter, so a set of
 * any size is one statement (`inArray` spends a parameter per id, and
 * PostgreSQL takes at most 65,535). A placeholder stands for the ids in a
 * prepared statement (prepared.ts).
 */
export function anyOf(column: AnyPgColumn, ids: readonly number[] | Placeholder): SQL {
  const array = Array.isArray(ids) ? sql.param(ids) : ids
  return sql`${column} = any(${array}::int[])`
}
