import type { Post } from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import { REMOVE, updateEverywhere } from '../../lib/update-everywhere'
import { localPosts } from './local-posts'
import { postKeys } from '../../lib/posts/post-keys'

// A post shows in several cached lists at once (the feed, a profile's posts,
// its liked and saved tabs, a single post). A change the server confirmed is
// written into all of them, so every screen agrees without a refetch.

const isPost = (value: object): value is Post =>
  'id' in value && 'is_liked' in value && 'user' in value

/** The server's answer about one post (a like, a bookmark, a new comment), in every list. */
export function updatePostEverywhere(
  queryClient: QueryClient,
  userId: number,
  postId: number,
  change: (post: Post) => Post,
) {
  updateEverywhere(queryClient, postKeys.all(userId), isPost, (post) =>
    post.id === postId ? change(post) : post,
  )
  localPosts.patch(userId, postId, change)
}

/** A deleted post leaves every list, and the browser's own posts; its own answer and its comments go. */
export function removePostEverywhere(queryClient: QueryClient, userId: number, postId: number) {
  queryClient.removeQueries({ queryKey: postKeys.post(userId, postId) })
  queryClient.removeQueries({ queryKey: postKeys.comments(userId, postId) })
  updateEverywhere(queryClient, postKeys.all(userId), isPost, (post) =>
    post.id === postId ? REMOVE : post,
  )
  localPosts.remove(userId, { postId })
}
