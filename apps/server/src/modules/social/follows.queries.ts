import { and, asc, desc, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { notify, withdraw } from '../notifications/notification-writes'
import { follows, users } from '../../db/schema'

// Who follows whom. A follow and both counters it moves (the followee's
// followers_count, the follower's following_count) change in one transaction,
// as `count = count ± 1`, so concurrent follows add up exactly.

/** Whether followerId follows followeeId (the follows primary key). */
export function isFollowing(db: Database, followerId: number, followeeId: number) {
  return db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .then((rows) => rows.length > 0)
}

// under its own name, apart from any `follows` the list itself reads
const VIEWER_FOLLOWS = 'viewer_follows'
const viewerFollowsRow = alias(follows, VIEWER_FOLLOWS)

/**
 * `viewerId follows <person>` as a column of a list, so a list of people says
 * it for each row in the list's own query (a primary-key lookup per row).
 */
export function viewerFollows(viewerId: number | Placeholder, person: AnyPgColumn): SQL<boolean> {
  const row = viewerFollowsRow
  return sql<boolean>`exists (select 1 from ${follows} as ${sql.identifier(VIEWER_FOLLOWS)} where ${row.followerId} = ${viewerId} and ${row.followeeId} = ${person})`.mapWith(
    Boolean,
  )
}

export interface FollowCounts {
  following: boolean
  /** the followee's */
  followersCount: number
  /** the follower's */
  followingCount: number
}

/**
 * Makes followerId follow followeeId (or stop, with `follow` false) and moves
 * both counters when something changed; following twice or unfollowing someone
 * not followed changes nothing. Undefined when either person does not exist.
 */
export function setFollowing(
  db: Database,
  followerId: number,
  followeeId: number,
  follow: boolean,
  notified: number[] = [],
): Promise<FollowCounts | undefined> {
  return db.transaction(async (tx) => {
    // Both people's rows are locked in id order before anything changes, so two
    // people following each other at the same moment wait in turn rather than
    // deadlock, and a deleted account cannot vanish halfway.
    const people = await tx
      .select({
        id: users.id,
        followersCount: users.followersCount,
        followingCount: users.followingCount,
      })
      .from(users)
      .where(inArray(users.id, [followerId, followeeId]))
      .orderBy(asc(users.id))
      .for('no key update')
    const follower = people.find((person) => person.id === followerId)
    const followee = people.find((person) => person.id === followeeId)
    if (!follower || !followee) return undefined

    const pair = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId))
    const changed = follow
      ? await tx
          .insert(follows)
          .values({ followerId, followeeId })
          .onConflictDoNothing()
          .returning({ followerId: follows.followerId })
      : await tx.delete(follows).where(pair).returning({ followerId: follows.followerId })
    if (changed.length === 0) {
      return {
        following: follow,
        followersCount: followee.followersCount,
        followingCount: follower.followingCount,
      }
    }
    const change = follow ? 1 : -1
    const target = { kind: 'follow' } as const
    notified.push(
      ...(follow
        ? await notify(tx, target, followerId, sql`select ${followeeId}::int`)
        : await withdraw(tx, target, followerId, followeeId)),
    )
    const [followed] = await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} + ${change}` })
      .where(eq(users.id, followeeId))
      .returning({ count: users.followersCount })
    const [following] = await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + ${change}` })
      .where(eq(users.id, followerId))
      .returning({ count: users.followingCount })
    return { following: follow, followersCount: followed!.count, followingCount: following!.count }
  })
}

const listedPersonColumns = (viewerId: number) => ({
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  isFollowing: viewerFollows(viewerId, users.id),
})

export type ListedPersonRow = Awaited<ReturnType<typeof followersOf>>[number]

export interface PersonPage {
  limit: number
  /** a user id: the page starts below it */
  before?: number
}

/** The people who follow userId, highest user id first (follows_followee_follower_idx). */
export function followersOf(db: Database, viewerId: number, userId: number, page: PersonPage) {
  return db
    .select(listedPersonColumns(viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(
      and(
        eq(follows.followeeId, userId),
        page.before === undefined ? undefined : lt(follows.followerId, page.before),
      ),
    )
    .orderBy(desc(follows.followerId))
    .limit(page.limit)
}

/** The people userId follows, highest user id first (the follows primary key). */
export function followeesOf(db: Database, viewerId: number, userId: number, page: PersonPage) {
  return db
    .select(listedPersonColumns(viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(
      and(
        eq(follows.followerId, userId),
        page.before === undefined ? undefined : lt(follows.followeeId, page.before),
      ),
    )
    .orderBy(desc(follows.followeeId))
    .limit(page.limit)
}
