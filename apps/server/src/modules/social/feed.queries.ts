import { desc, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { follows, posts, users } from '../../db/schema'
import { selectViewedPosts } from './posts.queries'

// The feed: the viewer's own posts and those of the people they follow (none
// shared with a group, decision 034), newest first by id, a page older than an optional cursor. Two plans find a page's
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

// The statements are prepared once each (db/prepared.ts); these are their values.
const viewerId = sql.placeholder('viewerId')
const before = sql.placeholder('before')
const forcedPlan = sql.placeholder('byAuthor')

/** The viewer and everyone they follow, as `author_id`. */
const feedAuthors = sql`select ${viewerId}::int as author_id union select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}`

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
 * Whether the page is found by author: as a test forces it, or else whether
 * the viewer follows fewer than FEW_FOLLOWEES people, from their
 * following_count. Were the counter ever off, the plan would change, never
 * the answer.
 */
const byAuthor = sql<boolean>`coalesce(${forcedPlan}::boolean, (select ${viewer.followingCount} < ${sql.raw(String(FEW_FOLLOWEES))} from ${users} as ${viewer} where ${viewer.id} = ${viewerId}), true)`

/**
 * The statement for pages of `limit` rows, the first page's apart from the
 * ones after a cursor. PostgreSQL plans a prepared statement once when its
 * generic plan costs no more than the plans for the values at hand, and costs
 * an unknown limit or cursor as if it kept a tenth or a third of the table. So
 * with both as values it planned the feed again on every request at 1M posts
 * (0.3 ms, about as long as running it; bench/README.md); with the limit
 * written in and no cursor the first page, most of what the feed serves, is
 * planned once. One statement per page size the API takes, and per kind.
 */
function feedStatementFor(limit: number, afterCursor: boolean) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`No feed page of ${limit}`)
  const pageSize = sql.raw(String(limit))
  const olderThanCursor = afterCursor ? sql`${authored.id} < ${before}::bigint` : sql`true`

  /** The ids of the page by author: each author's newest `limit`, then the newest `limit` of those. */
  const idsByAuthor = sql`select newest.id from (${feedAuthors}) as feed_authors
    cross join lateral (select ${authored.id} as id from ${posts} as ${authored}
      where ${authored.userId} = feed_authors.author_id and ${authored.groupId} is null and ${olderThanCursor}
      order by ${authored.id} desc limit ${pageSize}) as newest
    where ${byAuthor}
    order by newest.id desc limit ${pageSize}`

  /** The ids of the page by recency: posts newest first, the authors' only. */
  const idsByRecency = sql`select ${authored.id} from ${posts} as ${authored}
    where (${authored.userId} = ${viewerId} or ${authored.userId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}))
      and ${authored.groupId} is null
      and ${olderThanCursor}
      and not ${byAuthor}
    order by ${authored.id} desc limit ${pageSize}`

  return preparedPerDatabase((db) =>
    selectViewedPosts(db, viewerId)
      .where(sql`${posts.id} = any(array((${idsByAuthor}) union all (${idsByRecency})))`)
      .orderBy(desc(posts.id))
      .limit(sql.placeholder('limit'))
      .prepare(afterCursor ? `feed_page_${limit}_after` : `feed_page_${limit}`),
  )
}

const feedStatements = new Map<string, ReturnType<typeof feedStatementFor>>()

function feedStatement(db: Database, limit: number, afterCursor: boolean) {
  const key = `${limit}${afterCursor ? ' after' : ''}`
  let statement = feedStatements.get(key)
  if (!statement) {
    statement = feedStatementFor(limit, afterCursor)
    feedStatements.set(key, statement)
  }
  return statement(db)
}

export interface FeedPageRequest {
  limit: number
  before?: number
}

/** Which plan finds a page's ids: the cheaper (by FEW_FOLLOWEES), or one a test forces. */
export type FeedPlan = 'cheaper' | 'author' | 'recency'

/** A feed page, newest first. Every plan answers the same rows. */
export function feedPage(
  db: Database,
  viewerId: number,
  page: FeedPageRequest,
  plan: FeedPlan = 'cheaper',
) {
  return feedStatement(db, page.limit, page.before !== undefined).execute({
    viewerId,
    limit: page.limit,
    before: page.before,
    byAuthor: plan === 'cheaper' ? null : plan === 'author',
  })
}
