import { is, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import * as schema from '../../db/schema'
import { TABLE_NAMES } from '../database-digest'

// The fuzz suite's own digest, beside the shared one in ../database-digest.ts:
// it counts rows too, so a failure reads `meals (3 rows → 4)`, and it leaves out
// sessions that have ended. The session sweep (first run 10 s after the app
// starts) deletes revoked and expired ones whenever it runs, and the fuzzer
// logs out hundreds of times, so a digest counting them would blame whatever
// request the sweep happened to land in. Revoking a live session still shows.
const rowText = sql.raw(`(to_jsonb(t) - 'last_used_at')::text`)
const rowFilter = (name: string): SQL =>
  name === 'sessions' ? sql`where t.revoked_at is null and t.expires_at > now()` : sql``

/** Every table of the schema: its row count and an md5 of its rows. One statement. */
const digestQuery = sql.join(
  TABLE_NAMES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows,
        md5(coalesce(string_agg(${rowText}, E'\n' order by ${rowText}), '')) as hash
        from ${sql.identifier(name)} t ${rowFilter(name)}`,
  ),
  sql` union all `,
)

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
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

/**
 * The next transaction id the database will hand out. A transaction gets an id
 * when it first writes a row (reads never take one), so while this stays the
 * same no row anywhere has changed, and the full digest can be skipped. It moves
 * for writes that the digest ignores too (a session's last use, other databases
 * on a shared PostgreSQL server): then the digest decides.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: { xid: string }[] }
  return result.rows[0]!.xid
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
