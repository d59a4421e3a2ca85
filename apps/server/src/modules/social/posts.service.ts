import type { FastifyBaseLogger } from 'fastify'
import {
  editedContentRefusal,
  GROUP_MESSAGES,
  POST_MESSAGES,
  type CreatePost,
  type PostPage,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { forbidden, notFound, validationFailed } from '../../http/errors'
import { storeUploadedImage } from '../../images/store-image'
import { removeUnreferencedImages } from '../../images/remove-unreferenced-images'
import { publishNotifications } from '../notifications/notification-bus'
import type { ImageStorage } from '../../storage/image-storage'
import { feedPage } from './feed.queries'
import {
  notTheirsToEdit,
  notTheirsToRemove,
  POST_NOT_FOUND,
  requireSeen,
  requireTakingPart,
} from './post-access'
import { presentComment, presentPost, visibleLikeCount } from './post.presenter'
import {
  bookmarkedPosts,
  deleteComment,
  deletePost,
  findCommentAuthor,
  findPostAccess,
  findViewedPost,
  groupPostsPage,
  insertComment,
  insertGroupPost,
  insertPost,
  likedPosts,
  listComments,
  postsOfUser,
  toggleBookmark,
  toggleLike,
  updatePostContent,
  type ViewedPostRow,
} from './posts.queries'

export { POST_NOT_FOUND }
export const COMMENT_NOT_FOUND = 'Comment not found.'
/** The Liked and Saved tabs show the latest 50. */
export const LIKED_AND_SAVED_LIMIT = 50

export interface PageRequest {
  limit: number
  before?: number
}

// Visibility (decision 034): a post without a group is seen by every
// signed-in person; a group post as its group's Recent Posts are. Lists filter
// in their queries (postVisibleTo); a post reached by id is checked here, by
// post-access.ts, before anything is read or changed.

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

  async function viewed(viewerId: number, postId: number) {
    const row = await findViewedPost(db, viewerId, postId)
    if (!row) throw notFound(POST_NOT_FOUND)
    return present(viewerId)(row)
  }

  const access = (viewerId: number, postId: number) => findPostAccess(db, viewerId, postId)

  /** Stores the photo, then the post through `insert`; the photo goes again if the post fails. */
  async function stored<T>(post: CreatePost, insert: (imageKey: string | null) => Promise<T>) {
    const imageKey = post.image ? await storeUploadedImage(images, post.image) : null
    try {
      return await insert(imageKey)
    } catch (error) {
      if (imageKey) await images.delete(imageKey)
      throw error
    }
  }

  const valuesOf = (post: CreatePost, imageKey: string | null) => ({
    content: post.content,
    imageKey,
    mealData: post.mealData,
    allowComments: post.allowComments,
    hideLikeCount: post.hideLikeCount,
  })

  return {
    access,

    async get(viewerId: number, postId: number) {
      requireSeen(await access(viewerId, postId))
      return viewed(viewerId, postId)
    },

    create(userId: number, post: CreatePost) {
      return stored(post, async (imageKey) =>
        viewed(userId, await insertPost(db, userId, valuesOf(post, imageKey))),
      )
    },

    /** A member's post in the group; the groups service checked the group first. */
    shareInGroup(userId: number, groupId: number, post: CreatePost) {
      return stored(post, async (imageKey) => {
        const outcome = await insertGroupPost(db, userId, groupId, valuesOf(post, imageKey))
        if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
        // they left between the groups service's check and the post
        if (outcome === 'not member') throw forbidden(GROUP_MESSAGES.membersOnly)
        return viewed(userId, outcome.id)
      })
    },

    /** A group's posts; the groups service checked that the viewer sees them. */
    groupPosts(viewerId: number, groupId: number, request: PageRequest) {
      return page(viewerId, (p) => groupPostsPage(db, viewerId, groupId, p), request)
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
      requireTakingPart(await access(userId, postId))
      const notified: number[] = []
      const state = await toggleLike(db, userId, postId, notified)
      if (!state) throw notFound(POST_NOT_FOUND)
      publishNotifications(db, notified)
      return { is_liked: state.liked, likes_count: visibleLikeCount(state, userId) }
    },

    async toggleBookmark(userId: number, postId: number) {
      requireSeen(await access(userId, postId))
      const state = await toggleBookmark(db, userId, postId)
      if (!state) throw notFound(POST_NOT_FOUND)
      return { is_bookmarked: state.bookmarked }
    },

    async comments(viewerId: number, postId: number) {
      const found = await listComments(db, viewerId, postId)
      requireSeen(found?.post)
      return found!.comments.map(presentComment)
    },

    /** 403 when the post's author turned comments off, for the author as well. */
    async comment(userId: number, postId: number, content: string) {
      const post = requireTakingPart(await access(userId, postId))
      if (!post.allowComments) throw forbidden(POST_MESSAGES.commentsOff)
      const notified: number[] = []
      const row = await insertComment(db, userId, postId, content, notified)
      if (!row) throw notFound(POST_NOT_FOUND)
      publishNotifications(db, notified)
      return presentComment(row)
    },

    /**
     * Deletes a post its author (a group post's even after leaving) or its
     * group's creator removes, and then its photo; 403 for anyone else.
     */
    async remove(userId: number, postId: number, log: FastifyBaseLogger) {
      const notified: number[] = []
      const deleted = await deletePost(db, userId, postId, notified)
      if (!deleted) throw notTheirsToRemove(requireSeen(await access(userId, postId)))
      publishNotifications(db, notified, log)
      // after the commit: a photo no row points to is harmless, a row without its photo is not
      if (deleted.imageKey) await removeUnreferencedImages(db, images, [deleted.imageKey], log)
    },

    /**
     * Its author's new words (decision 040): anyone else is refused as a
     * delete is, without the post changing. The words may go only where
     * creating the post without them could have (editedContentRefusal).
     */
    async edit(userId: number, postId: number, content: string) {
      const post = await access(userId, postId)
      if (!post || post.userId !== userId) {
        requireSeen(post)
        throw notTheirsToEdit()
      }
      const refusal = editedContentRefusal(content, {
        hasPhoto: post.hasPhoto,
        inGroup: post.groupId !== null,
      })
      if (refusal) throw validationFailed(refusal, { content: refusal })
      // deleted since it was read
      if (!(await updatePostContent(db, userId, postId, content))) throw notFound(POST_NOT_FOUND)
      return viewed(userId, postId)
    },

    async removeComment(userId: number, commentId: number) {
      const notified: number[] = []
      if (await deleteComment(db, userId, commentId, notified)) {
        return publishNotifications(db, notified)
      }
      const comment = await findCommentAuthor(db, commentId)
      throw comment
        ? forbidden('You can only delete your own comments.')
        : notFound(COMMENT_NOT_FOUND)
    },
  }
}

export type PostsService = ReturnType<typeof createPostsService>
