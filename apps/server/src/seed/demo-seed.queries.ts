import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { GroupSymbol } from '@platewise/core'
import type { Database } from '../db/client'
import {
  comments,
  groupMembers,
  groups,
  meals,
  postBookmarks,
  postLikes,
  posts,
  users,
} from '../db/schema'

// The seed's own statements. Everything it creates goes through the features'
// services; these only look for earlier demo data and set what no route takes:
// times in the past (a post is always "now" when it is made) and a group's
// symbol (created groups get the default one).

/** How many accounts have an address at the demo domain. */
export async function countDemoUsers(db: Database, domain: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.email}) like ${`%@${domain.toLowerCase()}`}`)
  return row!.count
}

/** A row named by its key (an id, or the two ids of a like), and the time to give it. */
export interface Dated {
  key: readonly number[]
  at: Date
}

// a few hundred rows a statement keeps each one well under the parameter limit
const BATCH = 500

/** Sets `column` of the rows whose key columns match, in one statement per batch. */
async function setTimes(
  db: Database,
  table: PgTable,
  keys: readonly string[],
  column: string,
  rows: readonly Dated[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = sql.join(
      rows.slice(start, start + BATCH).map(
        (row) =>
          sql`(${sql.join(
            row.key.map((id) => sql`${id}::int`),
            sql`, `,
          )}, ${row.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )
    const names = sql.join(
      keys.map((key) => sql.identifier(key)),
      sql`, `,
    )
    const match = sql.join(
      keys.map((key) => sql`t.${sql.identifier(key)} = v.${sql.identifier(key)}`),
      sql` and `,
    )
    await db.execute(
      sql`update ${table} as t set ${sql.identifier(column)} = v.at from (values ${values}) as v(${names}, at) where ${match}`,
    )
  }
}

export const setJoinedAt = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, users, ['id'], 'created_at', rows)
export const setMealTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, meals, ['id'], 'created_at', rows)
export const setPostTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, posts, ['id'], 'created_at', rows)
export const setCommentTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, comments, ['id'], 'created_at', rows)
/** Keys: post id, user id. */
export const setLikeTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, postLikes, ['post_id', 'user_id'], 'created_at', rows)
/** Keys: post id, user id. */
export const setBookmarkTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, postBookmarks, ['post_id', 'user_id'], 'created_at', rows)
export const setGroupCreatedAt = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, groups, ['id'], 'created_at', rows)
/** Keys: group id, user id. */
export const setGroupJoinTimes = (db: Database, rows: readonly Dated[]) =>
  setTimes(db, groupMembers, ['group_id', 'user_id'], 'joined_at', rows)

/** The symbol each group shows in place of a picture. */
export async function setGroupSymbols(
  db: Database,
  rows: readonly { id: number; image: GroupSymbol }[],
) {
  for (const row of rows) {
    await db
      .update(groups)
      .set({ image: row.image })
      .where(sql`${groups.id} = ${row.id}`)
  }
}
