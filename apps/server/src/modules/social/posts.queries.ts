import { and, asc, desc, eq, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { isForeignKeyViolation } from '../../db/pg-errors'
import {
  notify,
  recipientsAboutPost,
  withdraw,
  withdrawComment,
} from '../notifications/notification-writes'
import {
  comments,
  groupInvitations,
  groupMembers,
  groups,
  postBookmarks,
  postLikes,
  posts,
  users,
  type GROUP_ROLES,
} from '../../db/schema'

// Posts, likes, bookmarks and comments. Every counter (a post's likes and
// comments, its author's posts_count) moves in the transaction that adds or
// removes what it counts, as `count = count ± 1` on the row, so concurrent
// changes add up exactly. users.posts_count is the social feature's column
// on the users table, kept here for that reason.
//
// A post with a group (decision 034) is seen as its group's Recent Posts are
// (decision 013): in a public group by everyone, in a private one by its
// members. Lists that can hold such posts filter with postVisibleTo; a post
// reached by id is checked by the service with findPostAccess. It counts in
// its group's posts_count, not in its author's, and stays off the feed and
// profiles (ownPosts).

export type PostValues = Pick<
  typeof posts.$inferInsert,
  'content' | 'imageKey' | 'mealData' | 'allowComments' | 'hideLikeCount'
>

type GroupRole = (typeof GROUP_ROLES)[number]
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
}

/**
 * The columns of a post as one viewer sees it: the post, its author, and
 * whether the viewer liked or bookmarked it, all in one row, so a list of any
 * length is one query (both EXISTS are primary-key lookups).
 * `offset 0` keeps them lookups: without it PostgreSQL may instead hash every
 * post the viewer ever liked, once per page (302 likes at 1M posts read 657
 * buffers, where the page's 21 lookups read 73; bench/README.md).
 */
const viewedPostColumns = (viewerId: number | Placeholder) => ({
  id: posts.id,
  userId: posts.userId,
  groupId: posts.groupId,
  groupName: groups.name,
  groupCreatedBy: groups.createdBy,
  content: posts.content,
  imageKey: posts.imageKey,
  mealData: posts.mealData,
  allowComments: posts.allowComments,
  hideLikeCount: posts.hideLikeCount,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  author: authorColumns,
  isLiked:
    sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId} offset 0)`.mapWith(
      Boolean,
    ),
  isBookmarked:
    sql<boolean>`exists (select 1 from ${postBookmarks} where ${postBookmarks.postId} = ${posts.id} and ${postBookmarks.userId} = ${viewerId} offset 0)`.mapWith(
      Boolean,
    ),
})

export const selectViewedPosts = (db: Database, viewerId: number | Placeholder) =>
  db
    .select(viewedPostColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(groups, eq(groups.id, posts.groupId))
    .$dynamic()

const viewerIsMember = (viewerId: number | Placeholder) =>
  sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${posts.groupId} and ${groupMembers.userId} = ${viewerId})`

/**
 * Whether viewerId sees the post (in a list whose rows join its group, as
 * selectViewedPosts does): a post without a group, or in a public group, or
 * in a private group they are a member of (decision 013's Recent Posts).
 */
export function postVisibleTo(viewerId: number | Placeholder): SQL {
  return sql`(${posts.groupId} is null or not ${groups.isPrivate} or ${viewerIsMember(viewerId)})`
}

/** A person's own posts, as the feed and profiles show them: none shared with a group. */
export const ownPosts = isNull(posts.groupId)

export type ViewedPostRow = Awaited<ReturnType<typeof findViewedPost>> & {}

const viewedPostStatement = preparedPerDatabase((db) =>
  selectViewedPosts(db, sql.placeholder('viewerId'))
    .where(eq(posts.id, sql.placeholder('postId')))
    .prepare('viewed_post'),
)

export function findViewedPost(db: Database, viewerId: number, postId: number) {
  return viewedPostStatement(db)
    .execute({ viewerId, postId })
    .then((rows) => rows[0])
}

/** Up to `limit` posts older than `before` (a post id) whose author is chosen by `authors`. */
function pageOfPosts(
  db: Database,
  viewerId: number,
  authors: SQL | undefined,
  page: { limit: number; before?: number },
) {
  return selectViewedPosts(db, viewerId)
    .where(and(authors, page.before === undefined ? undefined : lt(posts.id, page.before)))
    .orderBy(desc(posts.id))
    .limit(page.limit)
}

export function postsOfUser(
  db: Database,
  viewerId: number,
  authorId: number,
  page: { limit: number; before?: number },
) {
  return pageOfPosts(db, viewerId, and(eq(posts.userId, authorId), ownPosts), page)
}

/** Up to `limit` of the group's posts older than `before`, newest first (posts_group_id_idx). */
export function groupPostsPage(
  db: Database,
  viewerId: number,
  groupId: number,
  page: { limit: number; before?: number },
) {
  return pageOfPosts(db, viewerId, eq(posts.groupId, groupId), page)
}

/**
 * The posts `userId` liked that viewerId may see, most recently liked first
 * (post_likes_user_created_idx).
 */
export function likedPosts(db: Database, viewerId: number, userId: number, limit: number) {
  return selectViewedPosts(db, viewerId)
    .innerJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, userId)))
    .where(postVisibleTo(viewerId))
    .orderBy(desc(postLikes.createdAt), desc(postLikes.postId))
    .limit(limit)
}

/**
 * The posts `userId` bookmarked and still sees (not those of a private group
 * they left), most recent first (post_bookmarks_user_created_idx).
 */
export function bookmarkedPosts(db: Database, userId: number, limit: number) {
  return selectViewedPosts(db, userId)
    .innerJoin(
      postBookmarks,
      and(eq(postBookmarks.postId, posts.id), eq(postBookmarks.userId, userId)),
    )
    .where(postVisibleTo(userId))
    .orderBy(desc(postBookmarks.createdAt), desc(postBookmarks.postId))
    .limit(limit)
}

/** The post and one more on its author's posts_count; answers the new post's id. */
export function insertPost(db: Database, userId: number, values: PostValues) {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({ ...values, userId })
      .returning({ id: posts.id })
    await moveAuthorsPostsCount(tx, userId, 1)
    return post!.id
  })
}

/**
 * A member's post in the group, and one more on the group's posts_count. The
 * group's row is locked first (decision 013), so the membership checked here
 * holds at the commit. Answers the new post's id.
 */
export function insertGroupPost(
  db: Database,
  userId: number,
  groupId: number,
  values: PostValues,
): Promise<{ id: number } | 'missing' | 'not member'> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for('no key update')
    if (!group) return 'missing'
    const [member] = await tx
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    if (!member) return 'not member'
    const [post] = await tx
      .insert(posts)
      .values({ ...values, userId, groupId })
      .returning({ id: posts.id })
    await moveGroupsPostsCount(tx, groupId, 1)
    return { id: post!.id }
  })
}

const moveAuthorsPostsCount = (tx: Tx, userId: number, change: 1 | -1) =>
  tx
    .update(users)
    .set({ postsCount: sql`${users.postsCount} + ${change}` })
    .where(eq(users.id, userId))

const moveGroupsPostsCount = (tx: Tx, groupId: number, change: 1 | -1) =>
  tx
    .update(groups)
    .set({ postsCount: sql`${groups.postsCount} + ${change}` })
    .where(eq(groups.id, groupId))

export type PostAccess = Awaited<ReturnType<typeof findPostAccess>> & {}

/** A post's columns that say who may do what with it (read with its group left-joined). */
const accessColumns = (viewerId: number | Placeholder) => ({
  userId: posts.userId,
  allowComments: posts.allowComments,
  hasPhoto: sql<boolean>`${posts.imageKey} is not null`.mapWith(Boolean),
  groupId: posts.groupId,
  groupIsPrivate: groups.isPrivate,
  groupCreatedBy: groups.createdBy,
  viewerRole: sql<GroupRole | null>`(select ${groupMembers.role} from ${groupMembers} where ${groupMembers.groupId} = ${posts.groupId} and ${groupMembers.userId} = ${viewerId})`,
  viewerInvited:
    sql<boolean>`exists (select 1 from ${groupInvitations} where ${groupInvitations.groupId} = ${posts.groupId} and ${groupInvitations.userId} = ${viewerId})`.mapWith(
      Boolean,
    ),
})

/**
 * What the service needs to decide what viewerId may do with a post: its
 * author, whether it takes comments, and for a group post the group's
 * privacy, creator and what the viewer is to it. Undefined when there is no
 * such post. One row, by primary keys.
 */
export function findPostAccess(db: Database, viewerId: number, postId: number) {
  return db
    .select(accessColumns(viewerId))
    .from(posts)
    .leftJoin(groups, eq(groups.id, posts.groupId))
    .where(eq(posts.id, postId))
    .then((rows) => rows[0])
}

/**
 * Deletes the post when `userId` wrote it or created its group (its likes,
 * bookmarks and comments go with it), and one off the posts_count it counts
 * in: its group's, or else its author's. Answers its image key, or undefined
 * when nothing was deleted.
 */
export function deletePost(db: Database, userId: number, postId: number, notified: number[] = []) {
  return db.transaction(async (tx) => {
    // its notifications go with it: their people's counts change
    const told = await recipientsAboutPost(tx, postId)
    const createdItsGroup = sql`exists (select 1 from ${groups} where ${groups.id} = ${posts.groupId} and ${groups.createdBy} = ${userId})`
    const [deleted] = await tx
      .delete(posts)
      .where(and(eq(posts.id, postId), or(eq(posts.userId, userId), createdItsGroup)))
      .returning({ imageKey: posts.imageKey, authorId: posts.userId, groupId: posts.groupId })
    if (!deleted) return undefined
    notified.push(...told)
    if (deleted.groupId === null) await moveAuthorsPostsCount(tx, deleted.authorId, -1)
    else await moveGroupsPostsCount(tx, deleted.groupId, -1)
    return { imageKey: deleted.imageKey }
  })
}

/**
 * Gives the post its author's new words, and the time of the change when they
 * differ (saving the same words is no edit). Likes, comments, bookmarks, the
 * photo and the meal are other columns and rows, left as they are. Answers
 * whether `userId` wrote such a post.
 */
export async function updatePostContent(
  db: Database,
  userId: number,
  postId: number,
  content: string,
) {
  const updated = await db
    .update(posts)
    .set({
      content,
      editedAt: sql`case when ${posts.content} = ${content} then ${posts.editedAt} else now() end`,
    })
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .returning({ id: posts.id })
  return updated.length > 0
}

export interface LikeState {
  liked: boolean
  likesCount: number
  authorId: number
  hideLikeCount: boolean
}

/**
 * Likes the post, or unlikes it when the user already does. Undefined when the
 * post does not exist (or was deleted meanwhile).
 */
export async function toggleLike(
  db: Database,
  userId: number,
  postId: number,
  notified: number[] = [],
): Promise<LikeState | undefined> {
  try {
    return await db.transaction(async (tx) => {
      // the foreign key check holds the post's row against deletion until commit
      const inserted = await tx
        .insert(postLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId })
      const liked = inserted.length > 0
      const removed = liked
        ? 0
        : (
            await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
              .returning({ postId: postLikes.postId })
          ).length
      const change = liked ? 1 : -removed
      const target = { kind: 'like', postId } as const
      if (liked) notified.push(...(await notify(tx, target, userId, authorOf(postId))))
      else if (removed > 0) notified.push(...(await withdraw(tx, target, userId)))
      const [post] = await tx
        .update(posts)
        .set({ likesCount: sql`${posts.likesCount} + ${change}` })
        .where(eq(posts.id, postId))
        .returning({
          likesCount: posts.likesCount,
          authorId: posts.userId,
          hideLikeCount: posts.hideLikeCount,
        })
      return post && { liked, ...post }
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined
    throw error
  }
}

/** Bookmarks the post, or removes the bookmark; undefined when there is no such post. */
export async function toggleBookmark(
  db: Database,
  userId: number,
  postId: number,
): Promise<{ bookmarked: boolean } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(postBookmarks)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ postId: postBookmarks.postId })
      if (inserted.length > 0) return { bookmarked: true }
      await tx
        .delete(postBookmarks)
        .where(and(eq(postBookmarks.postId, postId), eq(postBookmarks.userId, userId)))
      return { bookmarked: false }
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined
    throw error
  }
}

const commentFields = {
  id: comments.id,
  postId: comments.postId,
  content: comments.content,
  createdAt: comments.createdAt,
}

const selectComments = (db: Database) =>
  db
    .select({ ...commentFields, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))

export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number]

const commentsStatement = preparedPerDatabase((db) =>
  db
    .select({
      post: accessColumns(sql.placeholder('viewerId')),
      comment: commentFields,
      author: authorColumns,
    })
    .from(posts)
    .leftJoin(groups, eq(groups.id, posts.groupId))
    .leftJoin(comments, eq(comments.postId, posts.id))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(posts.id, sql.placeholder('postId')))
    .orderBy(asc(comments.id))
    .prepare('comments_of_post'),
)

/**
 * A post's comments, oldest first (comments_post_id_idx), with what viewerId
 * may do with the post, or undefined when there is no such post: one query
 * tells all, the post's row joined to its comments (none gives one row
 * without a comment).
 */
export async function listComments(db: Database, viewerId: number, postId: number) {
  const rows = await commentsStatement(db).execute({ viewerId, postId })
  if (rows.length === 0) return undefined
  return {
    post: rows[0]!.post,
    comments: rows.flatMap(({ comment, author }): CommentRow[] =>
      comment && author ? [{ ...comment, author }] : [],
    ),
  }
}

/**
 * The comment and one more on the post's comments_count; undefined when the
 * post is gone. Its author hears of it, and so does everyone else who
 * commented on the post before (a reply in its thread).
 */
export async function insertComment(
  db: Database,
  userId: number,
  postId: number,
  content: string,
  notified: number[] = [],
): Promise<CommentRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(comments)
        .values({ postId, userId, content })
        .returning({ id: comments.id })
      await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} + 1` })
        .where(eq(posts.id, postId))
      const commentId = comment!.id
      const author = authorOf(postId)
      notified.push(
        ...(await notify(tx, { kind: 'comment', postId }, userId, author, commentId)),
        ...(await notify(
          tx,
          { kind: 'reply', postId },
          userId,
          sql`select distinct ${comments.userId} from ${comments}
            where ${comments.postId} = ${postId} and ${comments.id} <> ${commentId}
              and ${comments.userId} not in (${author})`,
          commentId,
        )),
      )
      const [row] = await selectComments(tx).where(eq(comments.id, commentId))
      return row
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined
    throw error
  }
}

export function findCommentAuthor(db: Database, commentId: number) {
  return db
    .select({ userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .then((rows) => rows[0])
}

/**
 * Deletes the comment when `userId` wrote it, and one off its post's count,
 * with what it told others; true when it did.
 */
export function deleteComment(
  db: Database,
  userId: number,
  commentId: number,
  notified: number[] = [],
) {
  return db.transaction(async (tx) => {
    // only its author's events are theirs to withdraw: someone else's try withdraws nothing
    notified.push(...(await withdrawComment(tx, commentId, userId)))
    const [deleted] = await tx
      .delete(comments)
      .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
      .returning({ postId: comments.postId })
    if (!deleted) return false
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} - 1` })
      .where(eq(posts.id, deleted.postId))
    return true
  })
}

/** The author of the post, as a query of one user id (who hears of likes and comments). */
function authorOf(postId: number) {
  return sql`select ${posts.userId} from ${posts} where ${posts.id} = ${postId}`
}
