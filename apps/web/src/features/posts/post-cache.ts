import type { Post } from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import { localPosts } from './local-posts'
import { postKeys } from '../../lib/posts/post-keys'

// A post shows in several cached lists at once (the feed, a profile's posts,
// its liked and saved tabs, a single post). A change the server confirmed is
// written into all of them, so every screen agrees without a refetch.

const REMOVED = Symbol('removed')
type Change = (post: Post) => Post | typeof REMOVED

const isPost = (value: object): value is Post =>
  'id' in value && 'is_liked' in value && 'user' in value

/**
 * Applies `change` to the post `postId` wherever it sits in a cached answer:
 * a post, a list of posts, a page's or a profile's `posts`, an infinite
 * query's `pages`. What holds no such post comes back as it was.
 */
function walk(value: unknown, postId: number, change: Change): unknown {
  if (Array.isArray(value)) {
    let touched = false
    const next: unknown[] = []
    for (const item of value) {
      const result = walk(item, postId, change)
      if (result !== item) touched = true
      if (result !== REMOVED) next.push(result)
    }
    return touched ? next : value
  }
  if (typeof value !== 'object' || value === null) return value
  if (isPost(value)) return value.id === postId ? change(value) : value
  let result = value as Record<string, unknown>
  for (const key of ['pages', 'posts']) {
    if (!(key in result)) continue
    const inner = walk(result[key], postId, change)
    if (inner !== result[key]) result = { ...result, [key]: inner }
  }
  return result
}

function changeEverywhere(
  queryClient: QueryClient,
  userId: number,
  postId: number,
  change: Change,
) {
  queryClient.setQueriesData({ queryKey: postKeys.all(userId) }, (data: unknown) => {
    if (data === undefined) return data
    const next = walk(data, postId, change)
    // a single post's own answer is not emptied here: it is removed from the cache instead
    return next === REMOVED ? data : next
  })
}

/** The server's answer about one post (a like, a bookmark, a new comment), in every list. */
export function updatePostEverywhere(
  queryClient: QueryClient,
  userId: number,
  postId: number,
  change: (post: Post) => Post,
) {
  changeEverywhere(queryClient, userId, postId, change)
  localPosts.patch(userId, postId, change)
}

/** A deleted post leaves every list, and the browser's own posts. */
export function removePostEverywhere(queryClient: QueryClient, userId: number, postId: number) {
  queryClient.removeQueries({ queryKey: postKeys.post(userId, postId) })
  changeEverywhere(queryClient, userId, postId, () => REMOVED)
  localPosts.remove(userId, { postId })
}
