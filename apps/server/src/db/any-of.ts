import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * `column = any($1::int[])`: the ids travel as one array parameter, so a set of
 * any size is one statement (`inArray` spends a parameter per id, and
 * PostgreSQL takes at most 65,535).
 */
export function anyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`
}
