import type { Comment, LocalPost, Post, PostAuthor } from '@platewise/core'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useAuth, useUserId } from '../../lib/auth-context'
import { localPosts } from './local-posts'
import { removePostEverywhere, updatePostEverywhere } from './post-cache'
import { announcePostGone, isPostGone } from './post-gone'
import { groupKeys } from '../../lib/groups/group-keys'
import { postKeys } from '../../lib/posts/post-keys'
import { isPhotoRefused, POST_FEEDBACK, postsApi, type PostDraft } from './posts-api'
import type { ChosenPhoto } from '../../hooks/use-photo-choice'
import { errorMessage, isApiError } from '../../lib/api-error'

let lastLocalNumber = 0

/**
 * A post before the server has it (§4 Posts, step 1): a negative id, which no
 * server post has, so it is never taken for one, and a local id to find it by.
 */
function pendingPost(author: PostAuthor, draft: PostDraft, preview: string | null): LocalPost {
  lastLocalNumber = Math.max(lastLocalNumber + 1, Date.now())
  return {
    id: -lastLocalNumber,
    _localId: `local-${lastLocalNumber}`,
    _status: 'creating',
    _serverSaved: false,
    content: draft.content,
    image_url: preview,
    meal_data: draft.mealData,
    created_at: new Date().toISOString(),
    edited_at: null,
    user: author,
    likes_count: 0,
    comments_count: 0,
    is_liked: false,
    is_bookmarked: false,
    allow_comments: draft.allowComments,
    hide_like_count: draft.hideLikeCount,
    group: null,
    can_remove: true,
  }
}

const draftOf = (post: LocalPost): PostDraft => ({
  content: post.content,
  allowComments: post.allow_comments,
  hideLikeCount: post.hide_like_count,
  image: localPosts.photoOf(post._localId),
  mealData: post.meal_data,
})

/**
 * The save behind a feed post (§4 Posts, steps 2 to 4). Its outcome is written
 * by the mutation itself, not by the dialog that started it, so it lands even
 * though the dialog closed at once.
 */
function useBackgroundSave() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: ({ draft }: { localId: string; draft: PostDraft }) => postsApi.create(draft),
    onSuccess: (post, { localId }) => {
      localPosts.saved(userId, localId, post)
      return queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
    },
    onError: (error, { localId }) => {
      // §8: the feed's failure is not an error message; the post waits for
      // Retry, and says on its card why it was not posted
      console.warn('The post was not saved', error)
      localPosts.failed(userId, localId, {
        reason: errorMessage(error, notSavedBecause(error)),
        photoRefused: isPhotoRefused(error),
      })
    },
  })
}

/** The feed's Share Post: the post shows at once and is saved in the background. */
export function useSharePost() {
  const { user } = useAuth()
  const userId = useUserId()
  const save = useBackgroundSave()
  return (draft: PostDraft) => {
    if (!user) return
    const author = {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      profile_picture: user.profile_picture,
    }
    // the card's own copy of the preview: the dialog's goes when it closes
    const preview = draft.image ? URL.createObjectURL(draft.image) : null
    const post = pendingPost(author, draft, preview)
    localPosts.addPending(userId, post, draft.image ? { file: draft.image, preview } : null)
    save.mutate({ localId: post._localId, draft })
  }
}

/**
 * Sends a post that was not saved again (beyond the spec: 'Not posted yet' and
 * Retry), with a photo chosen again when it needs one. A post whose photo is
 * gone is never sent without it.
 */
export function useRetryPost() {
  const userId = useUserId()
  const save = useBackgroundSave()
  return (post: LocalPost, photo?: ChosenPhoto) => {
    if (photo) localPosts.replacePhoto(post._localId, photo)
    if (localPosts.needsPhoto(post)) return
    const draft = draftOf(post)
    localPosts.retrying(userId, post._localId)
    save.mutate({ localId: post._localId, draft })
  }
}

/** Why a post was not saved when the server gave no words of its own. */
const notSavedBecause = (error: unknown) =>
  isApiError(error) && error.isUnreachable ? POST_FEEDBACK.unreachable : POST_FEEDBACK.serverFailed

/** The header's and the profile's Post: waits for the server (§4 Dashboard post modal). */
export function useCreatePost() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (draft: PostDraft) => postsApi.create(draft),
    onSuccess: (post) => {
      localPosts.putFirst(userId, post)
      // the dialog closes on the server's answer; the lists refresh behind it
      void queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
    },
  })
}

/**
 * Share with Group: the post joins the group's Recent Posts once the server
 * has it, and the group (its Posts count) is asked for again.
 */
export function useShareInGroup(groupId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (draft: PostDraft) => postsApi.shareInGroup(groupId, draft),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.group(userId, groupId) })
      invalidateGroup(queryClient, userId, groupId)
    },
  })
}

/** A group's post came or went: its page and the grid show its Posts count again. */
function invalidateGroup(queryClient: QueryClient, userId: number, groupId: number) {
  void queryClient.invalidateQueries({ queryKey: groupKeys.detail(userId, groupId), exact: true })
  void queryClient.invalidateQueries({ queryKey: groupKeys.list(userId) })
}

/**
 * A call about a post came back 404: the post was deleted since it was shown
 * (on another device, or by its author), so it leaves every list, the
 * browser's own copy too, and the person is told why it vanished.
 */
function useForgetGonePost() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return (error: unknown, postId: number) => {
    if (!isPostGone(error)) return
    removePostEverywhere(queryClient, userId, postId)
    announcePostGone()
  }
}

/** §4: the flag and the count change once the server has answered, to what it answered. */
function usePostToggle<Answer extends Partial<Post>>(toggle: (postId: number) => Promise<Answer>) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  const forgetGonePost = useForgetGonePost()
  return useMutation({
    mutationFn: (postId: number) => toggle(postId),
    onSuccess: (answer, postId) =>
      updatePostEverywhere(queryClient, userId, postId, (post) => ({ ...post, ...answer })),
    onError: forgetGonePost,
  })
}

export const useToggleLike = () => usePostToggle(postsApi.like)

export const useToggleBookmark = () => usePostToggle(postsApi.bookmark)

export function useAddComment(postId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  const forgetGonePost = useForgetGonePost()
  return useMutation({
    mutationFn: (content: string) => postsApi.comment(postId, content),
    onError: (error) => forgetGonePost(error, postId),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(userId, postId), (list) =>
        list ? [...list, comment] : [comment],
      )
      updatePostEverywhere(queryClient, userId, postId, (post: Post) => ({
        ...post,
        comments_count: post.comments_count + 1,
      }))
    },
  })
}

/**
 * Its author's new words (decision 040): the server's answer (the words and
 * when they were edited) is written into every list and page that holds the
 * post, so none shows the old words. A post found gone leaves them all.
 */
export function useEditPost(postId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  const forgetGonePost = useForgetGonePost()
  return useMutation({
    mutationFn: (content: string) => postsApi.edit(postId, content),
    onError: (error) => forgetGonePost(error, postId),
    onSuccess: ({ content, edited_at }) =>
      updatePostEverywhere(queryClient, userId, postId, (post) => ({
        ...post,
        content,
        edited_at,
      })),
  })
}

/**
 * Deletes a post the viewer may remove (their own, or one in a group they
 * created); a post the server never took is only forgotten. `leaveFirst`
 * takes the post off its own page before the post leaves the cache: a page
 * still showing it would ask for it again (and be told 404).
 */
export function useDeletePost(leaveFirst?: () => void) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    // answers whether the post was gone already (deleted elsewhere): it goes all the same
    mutationFn: async (post: Post | LocalPost) => {
      if (post.id <= 0) return { gone: false }
      try {
        await postsApi.remove(post.id)
        return { gone: false }
      } catch (error) {
        if (isPostGone(error)) return { gone: true }
        throw error
      }
    },
    onSuccess: ({ gone }, post) => {
      if (gone) announcePostGone()
      if (post.id > 0) leaveFirst?.()
      if ('_localId' in post) localPosts.remove(userId, { localId: post._localId })
      if (post.id > 0) {
        removePostEverywhere(queryClient, userId, post.id)
        if (post.group) invalidateGroup(queryClient, userId, post.group.id)
        // the profile's post count moves too
        return queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
      }
    },
  })
}
