import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../apps/server/src/db/client'

const COUNTED_TABLES = [
  'users',
  'profiles',
  'follows',
  'posts',
  'post_likes',
  'comments',
  'meals',
  'favorites',
] as const

export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>

/** The first row of a raw query; both drivers answer `{ rows }`. */
export async function firstRow<T>(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows[0]!
}

export function countRows(db: Database): Promise<RowCounts> {
  return firstRow<RowCounts>(
    db,
    sql.raw(
      `select ${COUNTED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
    ),
  )
}

/**
 * How many rows carry a counter that differs from the rows it counts: a post's
 * likes and comments, a person's posts, followers and following. All zero on a
 * sound database.
 */
export function countWrongCounters(db: Database) {
  const wrong = (table: string, counter: string, counted: string, key: string) =>
    `(select count(*)::int from ${table} as t left join (select ${key} as id, count(*) as n from ${counted} group by ${key}) as c on c.id = t.id where t.${counter} <> coalesce(c.n, 0))`
  return firstRow<Record<string, number>>(
    db,
    sql.raw(`select
      ${wrong('posts', 'likes_count', 'post_likes', 'post_id')} as post_likes,
      ${wrong('posts', 'comments_count', 'comments', 'post_id')} as post_comments,
      ${wrong('users', 'posts_count', 'posts', 'user_id')} as user_posts,
      ${wrong('users', 'followers_count', 'follows', 'followee_id')} as user_followers,
      ${wrong('users', 'following_count', 'follows', 'follower_id')} as user_following`),
  )
}

/** A digest of every generated table's rows in key order: equal digests, equal data. */
export function fingerprint(db: Database) {
  const orderBy: Record<(typeof COUNTED_TABLES)[number], string> = {
    users: 'id',
    profiles: 'user_id',
    follows: 'follower_id, followee_id',
    posts: 'id',
    post_likes: 'post_id, user_id',
    comments: 'id',
    meals: 'id',
    favorites: 'id',
  }
  return firstRow<Record<string, string>>(
    db,
    sql.raw(
      `select ${COUNTED_TABLES.map(
        (table) =>
          `(select md5(string_agg(row_to_json(t)::text, '|' order by ${orderBy[table]})) from ${table} as t) as ${table}`,
      ).join(', ')}`,
    ),
  )
}
