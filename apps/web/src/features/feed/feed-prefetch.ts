import { appQueryClient } from '../../lib/query-client'
import { postQueries } from '../posts/posts.queries'

/**
 * Asks for the feed's first page of posts, the largest thing it shows, into
 * the app's query cache, for a visit that opens the feed: the posts are on
 * their way while the onboarding guard asks for the profile, instead of after
 * it. Only the posts: the side panels' calls, made beside them, kept the
 * server from answering the posts sooner. Filed under the user's id like
 * every answer, and cleared with the cache at sign-out.
 */
export function prefetchFeed(userId: number) {
  void appQueryClient().prefetchInfiniteQuery(postQueries.feed(userId))
}
