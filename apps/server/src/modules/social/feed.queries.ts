import { desc, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { follows, posts, users } from '../../db/schema'
import { selectViewedPosts } from './posts.queries'

// The feed: the viewer's own posts and those of the people they follow, newest
// first by id, a page older than an optional cursor. Two plans find a page's
// ids, and one statement holds both: PostgreSQL runs only the one whose gate
// (a one-time filter, decided before either starts) lets it through.
//
// - By recency: walk posts_pkey backwards, keeping the authors' posts. It reads
//   about page × people / followees rows: few for someone who follows many,
//   ~39,000 for 21 when following 5 of 10,000 people.
// - By author: for each author, the newest posts before the cursor from
//   posts_user_id_idx (user_id, id), at most a page each, then the newest page
//   of those. It reads about followees × page index entries, whatever the size
//   of the table.
//
// Both answer the same rows; the gate only picks the cheaper one.

/** The posts table again, inside the subqueries that find a page's ids. */
const authored = alias(posts, 'authored')

/** The viewer and everyone they follow, as `author_id`. */
const feedAuthors = (viewerId: number) =>
  sql`select ${viewerId}::int as author_id union select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}`

const olderThan = (before: number | undefined) =>
  before === undefined ? sql`` : sql` and ${authored.id} < ${before}`

/**
 * Below this many followees the by-author plan reads less. Measured at 1M
 * posts (bench/README.md, "Query plans"), one author's index descent costs
 * about as much as 40 rows of the walk, so for a page of 20 the two cost the
 * same when followees² ≈ people / 2: about 70 among 10,000 people. Neither
 * cost depends on the number of posts. The crossover moves with √people; a
 * fixed number keeps the gate one primary-key lookup that plans fast, and the
 * by-author plan bounded (at most 70 descents).
 */
export const FEW_FOLLOWEES = 70

const viewer = alias(users, 'feed_viewer')

/**
 * Whether the viewer follows fewer than FEW_FOLLOWEES people, from their
 * following_count. Were the counter ever off, the plan would change, never
 * the answer.
 */
export const followsFew = (viewerId: number): SQL<boolean> =>
  sql<boolean>`coalesce((select ${viewer.followingCount} < ${sql.raw(String(FEW_FOLLOWEES))} from ${users} as ${viewer} where ${viewer.id} = ${viewerId}), true)`

export interface FeedPageRequest {
  limit: number
  before?: number
}

/** The ids of the page by author: each author's newest `limit`, then the newest `limit` of those. */
function idsByAuthor(viewerId: number, page: FeedPageRequest, gate: SQL) {
  return sql`select newest.id from (${feedAuthors(viewerId)}) as feed_authors
    cross join lateral (select ${authored.id} as id from ${posts} as ${authored}
      where ${authored.userId} = feed_authors.author_id${olderThan(page.before)}
      order by ${authored.id} desc limit ${page.limit}) as newest
    where ${gate}
    order by newest.id desc limit ${page.limit}`
}

/** The ids of the page by recency: posts newest first, the authors' only. */
function idsByRecency(viewerId: number, page: FeedPageRequest, gate: SQL) {
  return sql`select ${authored.id} from ${posts} as ${authored}
    where (${authored.userId} = ${viewerId} or ${authored.userId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}))${olderThan(page.before)}
      and ${gate}
    order by ${authored.id} desc limit ${page.limit}`
}

/**
 * A feed page, newest first. `byAuthor` says which plan finds its ids
 * (followsFew unless a test forces one); the answer is the same.
 */
export function feedPage(
  db: Database,
  viewerId: number,
  page: FeedPageRequest,
  byAuthor: SQL<boolean> = followsFew(viewerId),
) {
  const ids = sql`(${idsByAuthor(viewerId, page, byAuthor)}) union all (${idsByRecency(viewerId, page, sql`not ${byAuthor}`)})`
  return selectViewedPosts(db, viewerId)
    .where(sql`${posts.id} = any(array(${ids}))`)
    .orderBy(desc(posts.id))
    .limit(page.limit)
}
