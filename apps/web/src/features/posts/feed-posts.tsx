import { coverageOf } from '@platewise/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Newspaper, UserRoundSearch, UsersRound } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { Button, buttonClasses } from '../../ui/button'
import { useDashboardActions } from '../../lib/dashboard-actions'
import { PostList } from './post-list'
import { postQueries, useMergedPosts } from './posts.queries'
import { PostsSkeleton } from './posts-skeleton'
import { MorePosts } from './more-posts'
import { RetryAlert } from '../../ui/retry-alert'
import { EmptyState } from '../../ui/empty-state'

export const FEED_FEEDBACK = {
  loadFailed: 'Could not load your feed.',
} as const

/**
 * The feed's posts (§2 Feed): the browser's own posts at once, the server's
 * merged in as they arrive (§4 Merging), a page at a time with Load more.
 */
export function FeedPosts() {
  const userId = useUserId()
  const feed = useInfiniteQuery(postQueries.feed(userId))
  const server = useMemo(() => feed.data?.pages.flatMap((page) => page.posts) ?? [], [feed.data])
  const coverage = useMemo(
    () => (feed.data ? coverageOf(server, feed.hasNextPage, feed.dataUpdatedAt) : undefined),
    [feed.data, server, feed.hasNextPage, feed.dataUpdatedAt],
  )
  const posts = useMergedPosts(server, coverage)
  const { openDiscover } = useDashboardActions()
  const failedFirstLoad = feed.isError && !feed.isFetchNextPageError

  return (
    <div className="space-y-4">
      {failedFirstLoad && (
        <RetryAlert
          message={FEED_FEEDBACK.loadFailed}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      )}

      {(posts.length > 0 || feed.isSuccess) && (
        <PostList posts={posts} emptyText={<EmptyFeed onFindFriends={openDiscover} />} />
      )}
      {feed.isPending && <PostsSkeleton count={3} photo />}

      <MorePosts pages={feed} />
    </div>
  )
}

/** §2 Feed: the empty feed, with ways to fill it. */
function EmptyFeed({ onFindFriends }: { onFindFriends(): void }) {
  return (
    <EmptyState
      Icon={Newspaper}
      title="No posts yet"
      text="Follow friends or join a group, and their meals and wins will show up here. Or share your own first."
      narrow
    >
      <Button onClick={onFindFriends}>
        <UserRoundSearch className="size-4" aria-hidden />
        Find Friends
      </Button>
      <Link to="/dashboard/groups" className={buttonClasses('secondary')}>
        <UsersRound className="size-4" aria-hidden />
        Browse Groups
      </Link>
    </EmptyState>
  )
}
