import { sql, type SQL } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import * as schema from '../../db/schema'

const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
)

/** The columns of a table's primary key, single or composite. */
function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table)
  const single = config.columns.filter((column) => column.primary).map((column) => column.name)
  return single.length
    ? single
    : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? [])
}

// A session's last_used_at moves on any signed-in request, refused or not (at
// most once a minute), and the sweep deletes revoked and expired sessions at any
// moment: neither is a change a request made. Live sessions count otherwise.
const rowText = (name: string): SQL =>
  name === 'sessions' ? sql`(to_jsonb(t) - 'last_used_at')::text` : sql`to_jsonb(t)::text`
const rowFilter = (name: string): SQL =>
  name === 'sessions' ? sql`where t.revoked_at is null and t.expires_at > now()` : sql``

/** Every table of the schema, by name: its row count and an md5 of its rows in primary key order. */
const digestQuery = sql.join(
  tables.map((table) => {
    const { name } = getTableConfig(table)
    const order = sql.join(
      primaryKeyOf(table).map((column) => sql.identifier(column)),
      sql`, `,
    )
    return sql`select ${name}::text as name, count(*)::int as rows,
      md5(coalesce(string_agg(${rowText(name)}, E'\n' order by ${order}), '')) as hash
      from ${sql.identifier(name)} t ${rowFilter(name)}`
  }),
  sql` union all `,
)

export interface TableDigest {
  name: string
  rows: number
  hash: string
}

/** A cheap fingerprint of the whole database, fine at the size of a test's data. */
export async function databaseDigest(db: Database): Promise<TableDigest[]> {
  const result = (await db.execute(digestQuery)) as unknown as { rows: TableDigest[] }
  return result.rows
}

/** The tables whose rows differ between two digests, e.g. `meals (3 rows → 4)`. */
export function changedTables(before: TableDigest[], after: TableDigest[]): string[] {
  return after
    .filter((table) => {
      const earlier = before.find((candidate) => candidate.name === table.name)
      return earlier?.hash !== table.hash
    })
    .map((table) => {
      const earlier = before.find((candidate) => candidate.name === table.name)
      return `${table.name} (${earlier?.rows ?? '?'} rows → ${table.rows})`
    })
}

/** Every table with an `id` column, for ids of rows that exist, and the column that says whose a row is. */
const idTables = tables
  .map((table) => getTableConfig(table))
  .filter((config) => config.columns.some((column) => column.name === 'id'))
  .map((config) => ({
    name: config.name,
    owner:
      config.name === 'users'
        ? 'id'
        : config.columns.find((column) => ['user_id', 'created_by'].includes(column.name))?.name,
  }))

/**
 * The ids of every row that exists now, in any table with an id, and of the
 * rows of one person (their meals, posts, groups, sessions, themselves…).
 */
export async function existingIds(
  db: Database,
  personId: number,
): Promise<{ all: number[]; mine: number[] }> {
  const query = sql.join(
    idTables.map(
      ({ name, owner }) =>
        sql`select id, ${owner ? sql`${sql.identifier(owner)} = ${personId}` : sql`false`} as mine
          from ${sql.identifier(name)}`,
    ),
    sql` union all `,
  )
  const result = (await db.execute(query)) as unknown as { rows: { id: number; mine: boolean }[] }
  const all = [...new Set(result.rows.map((row) => row.id))].sort((a, b) => a - b)
  const mine = [...new Set(result.rows.filter((row) => row.mine).map((row) => row.id))]
  return { all, mine: mine.sort((a, b) => a - b) }
}
