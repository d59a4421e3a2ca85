import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import * as schema from '../db/schema'

/** The name of every table in db/schema.ts, so a new table is digested without a word here. */
export const TABLE_NAMES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort()

// A row as text, without the one column the caller's own requests move: a
// session's last use, written at most once a minute by whoever is calling.
const rowText = sql.raw(`(to_jsonb(t) - 'last_used_at')::text`)

/**
 * An md5 of every row of every table, one per table, in one statement: equal
 * digests before and after a request mean it changed nothing anywhere.
 */
export async function tableDigests(db: Database): Promise<Record<string, string>> {
  const columns = TABLE_NAMES.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(${rowText}, E'\n' order by ${rowText}), '')) from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
  )
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`)
  // both drivers answer { rows }
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return TABLE_NAMES.filter((name) => before[name] !== after[name])
}

/**
 * Every row, in any table, whose text holds one of `needles`: where a value a
 * client planted would show if it had been stored. One statement.
 */
export async function rowsContaining(db: Database, needles: string[]) {
  const patterns = needles.map((needle) => `%${needle}%`)
  const parts = TABLE_NAMES.map(
    (name) =>
      sql`select ${name}::text as table_name, t::text as row from ${sql.identifier(name)} t where t::text like any(${sql.param(patterns)}::text[])`,
  )
  const result = await db.execute(sql.join(parts, sql` union all `))
  return (result as unknown as { rows: { table_name: string; row: string }[] }).rows
}
