import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  comments,
  follows,
  groupMembers,
  groups,
  postLikes,
  posts,
  profiles,
  users,
} from '../../db/schema'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What the deleted account leaves for image storage to remove once the rows are gone. */
export interface DeletedAccount {
  /** image storage keys of the account's posts and group posts (and of groups that went with it) */
  imageKeys: string[]
  /** addresses of its profile pictures */
  pictureUrls: string[]
}

/**
 * Deletes a user and every row of theirs in one transaction, and moves the
 * counters others see (followers and following, a post's likes and comments,
 * a group's members and posts, a group post's likes) by what goes.
 * A group they own passes to its longest-standing member, or goes with them
 * when nobody else is in it (docs/decisions/018-account-deletion.md).
 */
export function deleteAccountRows(db: Database, userId: number): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    // one deletion at a time per account, and no new rows of theirs meanwhile
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    await correctFollowCounts(tx, userId)
    await correctPostCounts(tx, userId)
    const groupImageKeys = await settleOwnedGroups(tx, userId)
    await correctGroupCounts(tx, userId)
    const imageKeys = [...groupImageKeys, ...(await imageKeysOf(tx, userId))]
    const pictureUrls = await pictureUrlsOf(tx, userId)
    // every other row of theirs goes by ON DELETE CASCADE (schema.ts)
    await tx.delete(users).where(eq(users.id, userId))
    return { imageKeys, pictureUrls }
  })
}

async function correctFollowCounts(tx: Transaction, userId: number) {
  const followed = tx
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, userId))
  const followers = tx
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followeeId, userId))
  await tx
    .update(users)
    .set({ followersCount: sql`${users.followersCount} - 1` })
    .where(and(inArray(users.id, followed), ne(users.id, userId)))
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} - 1` })
    .where(and(inArray(users.id, followers), ne(users.id, userId)))
}

// Their likes and comments on other people's posts, group posts included
// (decision 034); their own posts go whole.
async function correctPostCounts(tx: Transaction, userId: number) {
  const liked = tx
    .select({ id: postLikes.postId })
    .from(postLikes)
    .where(eq(postLikes.userId, userId))
  await tx
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} - 1` })
    .where(and(inArray(posts.id, liked), ne(posts.userId, userId)))
  await tx.execute(sql`
    update ${posts} set comments_count = ${posts}.comments_count - theirs.n
    from (
      select ${comments.postId} as post_id, count(*)::int as n from ${comments}
      where ${comments.userId} = ${userId} group by ${comments.postId}
    ) as theirs
    where ${posts}.id = theirs.post_id and ${posts}.user_id <> ${userId}`)
}

/**
 * Hands each group they own to its longest-standing other member; deletes the
 * ones nobody else is in, answering the image keys of the posts that went with them.
 */
async function settleOwnedGroups(tx: Transaction, userId: number): Promise<string[]> {
  const owned = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'owner')))
  const emptied: number[] = []
  for (const { groupId } of owned) {
    const [successor] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, userId)))
      .orderBy(groupMembers.joinedAt, groupMembers.userId)
      .limit(1)
    if (!successor) {
      emptied.push(groupId)
      continue
    }
    await tx
      .update(groupMembers)
      .set({ role: 'owner' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successor.userId)))
    await tx.update(groups).set({ createdBy: successor.userId }).where(eq(groups.id, groupId))
  }
  if (emptied.length === 0) return []
  const photos = await tx
    .select({ key: posts.imageKey })
    .from(posts)
    .where(and(inArray(posts.groupId, emptied), isNotNull(posts.imageKey)))
  await tx.delete(groups).where(inArray(groups.id, emptied))
  return photos.flatMap((photo) => (photo.key ? [photo.key] : []))
}

// Their memberships and group posts in the groups that remain.
async function correctGroupCounts(tx: Transaction, userId: number) {
  const memberOf = tx
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
  await tx
    .update(groups)
    .set({ membersCount: sql`${groups.membersCount} - 1` })
    .where(inArray(groups.id, memberOf))
  await tx.execute(sql`
    update ${groups} set posts_count = ${groups}.posts_count - theirs.n
    from (
      select ${posts.groupId} as group_id, count(*)::int as n from ${posts}
      where ${posts.userId} = ${userId} and ${posts.groupId} is not null group by ${posts.groupId}
    ) as theirs
    where ${groups}.id = theirs.group_id`)
}

async function imageKeysOf(tx: Transaction, userId: number): Promise<string[]> {
  // their group posts' photos too: a group post is a post (decision 034)
  const photos = await tx
    .select({ key: posts.imageKey })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.imageKey)))
  return photos.map((photo) => photo.key!)
}

async function pictureUrlsOf(tx: Transaction, userId: number): Promise<string[]> {
  const [user] = await tx
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId))
  const [profile] = await tx
    .select({ picture: profiles.profilePicture })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return [user?.picture, profile?.picture].filter((url): url is string => Boolean(url))
}
