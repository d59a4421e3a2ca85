import { socialProfileRoutes } from '@platewise/core'
import { callApi } from '../../lib/api-client'

/** The posts lists of a profile (§7): `ref` is a user id or a username. */
export const profilePostsApi = {
  /** The page of posts after `before` (the last page's next_cursor) */
  posts: (ref: string, before: string | undefined, signal?: AbortSignal) =>
    callApi(socialProfileRoutes.posts, { params: { id: ref }, query: { before } }, { signal }),
  liked: (ref: string, signal?: AbortSignal) =>
    callApi(socialProfileRoutes.likedPosts, { params: { id: ref } }, { signal }).then(
      (r) => r.posts,
    ),
  saved: (ref: string, signal?: AbortSignal) =>
    callApi(socialProfileRoutes.favoritedPosts, { params: { id: ref } }, { signal }).then(
      (r) => r.posts,
    ),
}
