import { and, asc, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { isForeignKeyViolation } from '../../db/pg-errors'
import { comments, postBookmarks, postLikes, posts, users } from '../../db/schema'

// Posts, likes, bookmarks and comments. Every counter (a post's likes and
// comments, its author's posts_count) moves in the transaction that adds or
// removes what it counts, as `count = count ± 1` on the row, so concurrent
// changes add up exactly. users.posts_count is the social feature's column
// on the users table, kept here for that reason.

export type PostValues = Pick<
  typeof posts.$inferInsert,
  'content' | 'imageKey' | 'mealData' | 'allowComments' | 'hideLikeCount'
>

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
  content: posts.content,
  imageKey: posts.imageKey,
  mealData: posts.mealData,
  allowComments: posts.allowComments,
  hideLikeCount: posts.hideLikeCount,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
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
    .$dynamic()

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
  return pageOfPosts(db, viewerId, eq(posts.userId, authorId), page)
}

/** The posts `userId` liked, most recently liked first (post_likes_user_created_idx). */
export function likedPosts(db: Database, viewerId: number, userId: number, limit: number) {
  return selectViewedPosts(db, viewerId)
    .innerJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, userId)))
    .orderBy(desc(postLikes.createdAt), desc(postLikes.postId))
    .limit(limit)
}

/** The posts `userId` bookmarked, most recent first (post_bookmarks_user_created_idx). */
export function bookmarkedPosts(db: Database, userId: number, limit: number) {
  return selectViewedPosts(db, userId)
    .innerJoin(
      postBookmarks,
      and(eq(postBookmarks.postId, posts.id), eq(postBookmarks.userId, userId)),
    )
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
    await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, userId))
    return post!.id
  })
}

/** Who wrote a post and whether it takes comments; undefined when there is no such post. */
export function findPostSummary(db: Database, postId: number) {
  return db
    .select({ userId: posts.userId, allowComments: posts.allowComments })
    .from(posts)
    .where(eq(posts.id, postId))
    .then((rows) => rows[0])
}

/**
 * Deletes the post when `userId` wrote it (its likes, bookmarks and comments go
 * with it) and one off its author's posts_count. Answers its image key, or
 * undefined when nothing was deleted.
 */
export function deletePost(db: Database, userId: number, postId: number) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(posts)
      .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
      .returning({ imageKey: posts.imageKey })
    if (!deleted) return undefined
    await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} - 1` })
      .where(eq(users.id, userId))
    return { imageKey: deleted.imageKey }
  })
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
    .select({ comment: commentFields, author: authorColumns })
    .from(posts)
    .leftJoin(comments, eq(comments.postId, posts.id))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(posts.id, sql.placeholder('postId')))
    .orderBy(asc(comments.id))
    .prepare('comments_of_post'),
)

/**
 * A post's comments, oldest first (comments_post_id_idx), or undefined when
 * there is no such post: one query tells both, the post's row joined to its
 * comments (none gives one row without a comment).
 */
export async function listComments(db: Database, postId: number) {
  const rows = await commentsStatement(db).execute({ postId })
  if (rows.length === 0) return undefined
  return rows.flatMap(({ comment, author }): CommentRow[] =>
    comment && author ? [{ ...comment, author }] : [],
  )
}

/** The comment and one more on the post's comments_count; undefined when the post is gone. */
export async function insertComment(
  db: Database,
  userId: number,
  postId: number,
  content: string,
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
      const [row] = await selectComments(tx).where(eq(comments.id, comment!.id))
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

/** Deletes the comment when `userId` wrote it, and one off its post's count; true when it did. */
export function deleteComment(db: Database, userId: number, commentId: number) {
  return db.transaction(async (tx) => {
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
