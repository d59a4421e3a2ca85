import { queryOptions } from '@tanstack/react-query'
import { postPages } from './posts.queries'
import { postKeys } from '../../lib/posts/post-keys'
import { profilePostsApi } from './profile-posts-api'

/**
 * A profile's Posts, Liked and Saved lists, filed under the viewer and the
 * profile's ref beside the profile itself (`postKeys.profile`).
 */
export const profilePostQueries = {
  /** The Posts tab, a page at a time; the screen seeds the first page from the profile answer. */
  posts: (userId: number, ref: string) =>
    postPages(postKeys.profilePosts(userId, ref), (before, signal) =>
      profilePostsApi.posts(ref, before, signal),
    ),

  liked: (userId: number, ref: string) =>
    queryOptions({
      queryKey: postKeys.liked(userId, ref),
      queryFn: ({ signal }) => profilePostsApi.liked(ref, signal),
    }),

  saved: (userId: number, ref: string) =>
    queryOptions({
      queryKey: postKeys.saved(userId, ref),
      queryFn: ({ signal }) => profilePostsApi.saved(ref, signal),
    }),
}
