import {
  mergePosts,
  type Post,
  type PostPage,
  type ServerListCoverage,
  type ShownPost,
} from '@platewise/core'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocalPosts } from './local-posts'
import { postKeys } from '../../lib/posts/post-keys'
import { postsApi } from './posts-api'
import { useNow } from '../../lib/posts/post-time'

/** A list of posts a page at a time: `next_cursor` asks for the page after the last. */
export const postPages = <Key extends readonly unknown[]>(
  queryKey: Key,
  page: (before: string | undefined, signal: AbortSignal) => Promise<PostPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (answer) => answer.next_cursor ?? undefined,
  })

/** One definition per cached answer about posts (decision 008). */
export const postQueries = {
  /**
   * The feed, a page at a time: `next_cursor` asks for the page after the
   * last. Its first page is asked for by the feed's route loader.
   */
  feed: (userId: number) =>
    infiniteQueryOptions({
      queryKey: postKeys.feed(userId),
      queryFn: ({ pageParam, signal }) => postsApi.feed(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
  /** A group's Recent Posts, newest first */
  group: (userId: number, groupId: number) =>
    postPages(postKeys.group(userId, groupId), (before, signal) =>
      postsApi.groupPosts(groupId, before, signal),
    ),
  /** One post, as its page shows it (decision 040); a post the viewer may not see is a 403 or 404 */
  post: (userId: number, postId: number) =>
    queryOptions({
      queryKey: postKeys.post(userId, postId),
      queryFn: ({ signal }) => postsApi.get(postId, signal),
    }),
  comments: (userId: number, postId: number) =>
    queryOptions({
      queryKey: postKeys.comments(userId, postId),
      queryFn: ({ signal }) => postsApi.comments(postId, signal),
    }),
}

/**
 * §4 Merging: the posts this browser made, at once, merged with the server's
 * (duplicates dropped, local posts older than 10 minutes left out), newest first.
 * Once the server's list has come (`coverage`), a post it had but no longer
 * lists (deleted elsewhere) leaves the screen.
 */
export function useMergedPosts(
  server: readonly Post[],
  coverage: ServerListCoverage | undefined,
): ShownPost[] {
  const local = useLocalPosts()
  const now = useNow()
  return useMemo(() => mergePosts(local, server, now, coverage), [local, server, now, coverage])
}
