import type { FastifyBaseLogger } from 'fastify'
import { POST_MESSAGES, type CreatePost, type PostPage } from '@platewise/core'
import type { Database } from '../../db/client'
import { forbidden, notFound } from '../../http/errors'
import { storeUploadedImage } from '../../images/store-image'
import { removeUnreferencedImages } from '../../images/remove-unreferenced-images'
import type { ImageStorage } from '../../storage/image-storage'
import { feedPage } from './feed.queries'
import { presentComment, presentPost, visibleLikeCount } from './post.presenter'
import {
  bookmarkedPosts,
  deleteComment,
  deletePost,
  findCommentAuthor,
  findPostSummary,
  findViewedPost,
  insertComment,
  insertPost,
  likedPosts,
  listComments,
  postsOfUser,
  toggleBookmark,
  toggleLike,
  type ViewedPostRow,
} from './posts.queries'

export const POST_NOT_FOUND = 'Post not found.'
export const COMMENT_NOT_FOUND = 'Comment not found.'
/** The Liked and Saved tabs show the latest 50. */
export const LIKED_AND_SAVED_LIMIT = 50

export interface PageRequest {
  limit: number
  before?: number
}

// Visibility, for now: every post is visible to every signed-in user by id.
// Groups and private posts will narrow the queries' conditions, not the callers.

export function createPostsService(db: Database, images: ImageStorage) {
  const present = (viewerId: number) => (row: ViewedPostRow) => presentPost(row, viewerId, images)

  // One row more than asked tells whether there is a next page, so the last page
  // says so itself instead of costing an empty request.
  async function page(
    viewerId: number,
    query: (page: PageRequest) => Promise<ViewedPostRow[]>,
    { limit, before }: PageRequest,
  ): Promise<PostPage> {
    const rows = await query({ limit: limit + 1, before })
    const shown = rows.slice(0, limit)
    const hasMore = rows.length > limit
    return {
      posts: shown.map(present(viewerId)),
      next_cursor: hasMore ? String(shown[shown.length - 1]!.id) : null,
    }
  }

  async function get(viewerId: number, postId: number) {
    const row = await findViewedPost(db, viewerId, postId)
    if (!row) throw notFound(POST_NOT_FOUND)
    return present(viewerId)(row)
  }

  return {
    get,

    async create(userId: number, post: CreatePost) {
      const imageKey = post.image ? await storeUploadedImage(images, post.image) : null
      try {
        const id = await insertPost(db, userId, {
          content: post.content,
          imageKey,
          mealData: post.mealData,
          allowComments: post.allowComments,
          hideLikeCount: post.hideLikeCount,
        })
        return await get(userId, id)
      } catch (error) {
        if (imageKey) await images.delete(imageKey)
        throw error
      }
    },

    feed(viewerId: number, request: PageRequest) {
      return page(viewerId, (p) => feedPage(db, viewerId, p), request)
    },

    postsOf(viewerId: number, authorId: number, request: PageRequest) {
      return page(viewerId, (p) => postsOfUser(db, viewerId, authorId, p), request)
    },

    async likedBy(viewerId: number, userId: number) {
      const rows = await likedPosts(db, viewerId, userId, LIKED_AND_SAVED_LIMIT)
      return rows.map(present(viewerId))
    },

    /** Bookmarks are private: callers only ever ask for the viewer's own. */
    async bookmarkedBy(userId: number) {
      const rows = await bookmarkedPosts(db, userId, LIKED_AND_SAVED_LIMIT)
      return rows.map(present(userId))
    },

    async toggleLike(userId: number, postId: number) {
      const state = await toggleLike(db, userId, postId)
      if (!state) throw notFound(POST_NOT_FOUND)
      return { is_liked: state.liked, likes_count: visibleLikeCount(state, userId) }
    },

    async toggleBookmark(userId: number, postId: number) {
      const state = await toggleBookmark(db, userId, postId)
      if (!state) throw notFound(POST_NOT_FOUND)
      return { is_bookmarked: state.bookmarked }
    },

    async comments(postId: number) {
      const rows = await listComments(db, postId)
      if (!rows) throw notFound(POST_NOT_FOUND)
      return rows.map(presentComment)
    },

    /** 403 when the post's author turned comments off, for the author as well. */
    async comment(userId: number, postId: number, content: string) {
      const post = await findPostSummary(db, postId)
      if (!post) throw notFound(POST_NOT_FOUND)
      if (!post.allowComments) throw forbidden(POST_MESSAGES.commentsOff)
      const row = await insertComment(db, userId, postId, content)
      if (!row) throw notFound(POST_NOT_FOUND)
      return presentComment(row)
    },

    /** Deletes one of the user's posts and then its photo; 403 for anyone else's. */
    async remove(userId: number, postId: number, log: FastifyBaseLogger) {
      const deleted = await deletePost(db, userId, postId)
      if (!deleted) {
        const post = await findPostSummary(db, postId)
        throw post ? forbidden('You can only delete your own posts.') : notFound(POST_NOT_FOUND)
      }
      // after the commit: a photo no row points to is harmless, a row without its photo is not
      if (deleted.imageKey) await removeUnreferencedImages(db, images, [deleted.imageKey], log)
    },

    async removeComment(userId: number, commentId: number) {
      if (await deleteComment(db, userId, commentId)) return
      const comment = await findCommentAuthor(db, commentId)
      throw comment
        ? forbidden('You can only delete your own comments.')
        : notFound(COMMENT_NOT_FOUND)
    },
  }
}

export type PostsService = ReturnType<typeof createPostsService>
