import { groupRoutes, postRoutes, type MealData } from '@platewise/core'
import { callApi } from '../../lib/api-client'
import { isApiError } from '../../lib/api-error'
import { CREATE_POST_TIMEOUT_MS } from '../../lib/posts/post-upload'

/** What the Create post modal sends (§7 notes: the multipart form's fields). */
export interface PostDraft {
  content: string
  allowComments: boolean
  hideLikeCount: boolean
  image: File | null
  mealData: MealData | null
}

/** A draft as the multipart form carries it (§7 notes): meal data as JSON text. */
const formOf = (draft: PostDraft) => ({
  content: draft.content,
  allow_comments: draft.allowComments,
  hide_like_count: draft.hideLikeCount,
  image: draft.image ?? undefined,
  meal_data: draft.mealData ? JSON.stringify(draft.mealData) : undefined,
})

export const postsApi = {
  feed: (before: string | undefined, signal?: AbortSignal) =>
    callApi(postRoutes.feed, { query: { before } }, { signal }),
  create: (draft: PostDraft) =>
    callApi(postRoutes.create, { body: formOf(draft) }, { timeoutMs: CREATE_POST_TIMEOUT_MS }),
  /** A group's Recent Posts (decision 034: posts with a group), a page at a time */
  groupPosts: (groupId: number, before: string | undefined, signal?: AbortSignal) =>
    callApi(groupRoutes.posts, { params: { id: groupId }, query: { before } }, { signal }),
  /** Share with Group: the same form, to the group's members */
  shareInGroup: (groupId: number, draft: PostDraft) =>
    callApi(
      groupRoutes.share,
      { params: { id: groupId }, body: formOf(draft) },
      { timeoutMs: CREATE_POST_TIMEOUT_MS },
    ),
  /** One post, for its own page (decision 040) */
  get: (id: number, signal?: AbortSignal) =>
    callApi(postRoutes.get, { params: { id } }, { signal }),
  /** Its author's new words (decision 040) */
  edit: (id: number, content: string) =>
    callApi(postRoutes.edit, { params: { id }, body: { content } }),
  like: (id: number) => callApi(postRoutes.like, { params: { id } }),
  bookmark: (id: number) => callApi(postRoutes.favorite, { params: { id } }),
  comments: (id: number, signal?: AbortSignal) =>
    callApi(postRoutes.comments, { params: { id } }, { signal }).then((r) => r.comments),
  comment: (id: number, content: string) =>
    callApi(postRoutes.comment, { params: { id }, body: { content } }),
  remove: (id: number) => callApi(postRoutes.remove, { params: { id } }),
}

/** What the post screens say (§8 Other, and beyond the spec where the spec is silent). */
export const POST_FEEDBACK = {
  /** §8: the profile's and the header's Post, when the server did not take the post */
  saveFailed: 'Failed to save post to database. Please check your connection and try again.',
  notPosted: 'Not posted yet',
  /** Why, on the card of a post that was not posted */
  unreachable: 'The server could not be reached.',
  serverFailed: 'The server could not save it.',
  photoLost: 'Its photo was lost when the page reloaded. Choose it again to post it.',
  posting: 'Posting...',
  likeFailed: 'Could not update your like. Please try again.',
  bookmarkFailed: 'Could not update your bookmark. Please try again.',
  deleteFailed: 'Could not delete this post. Please try again.',
  shareFailed: 'Could not share your post. Please try again.',
  groupPostsFailed: 'Could not load the posts.',
  moreFailed: 'Could not load more posts.',
  /** A group's post, to someone not in the group */
  joinToTakePart: 'Join the group to like and comment on its posts',
  commentFailed: 'Could not send your comment. Please try again.',
  /** The code of a card's comments, or of the Create post form, did not arrive */
  commentsLoadFailed: 'Could not load the comments.',
  composerLoadFailed: 'Could not load the post form.',
  /** A like, bookmark, comment or delete found the post gone (a 404) */
  gone: 'This post is no longer available: it was deleted.',
  editFailed: 'Could not save your changes. Please try again.',
  /** The code of a post's Edit form did not arrive */
  editLoadFailed: 'Could not load the edit form.',
  linkCopied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link',
} as const

/** The server refused the photo itself (413: too large, 415: not an image it reads): Retry cannot help. */
export const isPhotoRefused = (error: unknown) =>
  isApiError(error) && (error.status === 413 || error.status === 415)
