import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { comments, meals, postBookmarks, postLikes, posts, users } from '../db/schema'

// The seed's own statements. Everything it creates goes through the features'
// services; these only look for earlier demo data and move creation times into
// the past, which no service takes (a post is always "now" when it is made).

/** How many accounts have an address at the demo domain. */
export async function countDemoUsers(db: Database, domain: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.email}) like ${`%@${domain.toLowerCase()}`}`)
  return row!.count
}

export interface Dated {
  id: number
  at: Date
}

// a few hundred rows a statement keeps each one well under the parameter limit
const BATCH = 500

function batches<T>(rows: readonly T[]) {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, index) =>
    rows.slice(index * BATCH, (index + 1) * BATCH),
  )
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`

/** Sets the creation time of rows of a table keyed by id, from (id, time) pairs. */
async function setTimes(db: Database, table: PgTable, column: string, rows: readonly Dated[]) {
  for (const batch of batches(rows)) {
    const values = sql.join(
      batch.map((row) => sql`(${row.id}::int, ${timestamp(row.at)})`),
      sql`, `,
    )
    await db.execute(
      sql`update ${table} as t set ${sql.identifier(column)} = v.at from (values ${values}) as v(id, at) where t.id = v.id`,
    )
  }
}

export const setJoinedAt = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, users, 'created_at', rows)
export const setMealTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, meals, 'created_at', rows)
export const setPostTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, posts, 'created_at', rows)
export const setCommentTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, comments, 'created_at', rows)

export interface DatedMark {
  postId: number
  userId: number
  at: Date
}

/** Sets when likes or bookmarks were made, from (post, person, time) triples. */
async function setMarkTimes(db: Database, table: PgTable, rows: readonly DatedMark[]) {
  for (const batch of batches(rows)) {
    const values: SQL = sql.join(
      batch.map((row) => sql`(${row.postId}::int, ${row.userId}::int, ${timestamp(row.at)})`),
      sql`, `,
    )
    await db.execute(
      sql`update ${table} as t set created_at = v.at from (values ${values}) as v(post_id, user_id, at) where t.post_id = v.post_id and t.user_id = v.user_id`,
    )
  }
}

export const setLikeTimes = (db: Database, rows: readonly DatedMark[]) =>
  setMarkTimes(db, postLikes, rows)
export const setBookmarkTimes = (db: Database, rows: readonly DatedMark[]) =>
  setMarkTimes(db, postBookmarks, rows)
