import { GROUP_MESSAGES } from '@platewise/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Lock, MessageSquareText } from 'lucide-react'
import { useUserId } from '../../lib/auth-context'
import { hasStatus } from '../../lib/api-error'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { Bone } from '../../ui/feed-card'
import { RetryAlert } from '../../ui/retry-alert'
import { PostList } from './post-list'
import { POST_FEEDBACK } from './posts-api'
import { postQueries } from './posts.queries'

/**
 * Recent Posts (§2 group detail): the group's posts, newest first, a page at
 * a time, each the posts' own card (decision 034): comments, meal data,
 * bookmarks and 'Add to my day' as any post. A private group's posts are for
 * its members (a 403 says so); others read a public group's, members take part.
 */
export function GroupPosts({ groupId, isMember }: { groupId: number; isMember: boolean }) {
  const userId = useUserId()
  const posts = useInfiniteQuery(postQueries.group(userId, groupId))
  const shown = posts.data?.pages.flatMap((page) => page.posts) ?? []
  const failedFirstLoad = posts.isError && !posts.isFetchNextPageError

  return (
    <section aria-labelledby="recent-posts-title" className="space-y-4">
      <h2 id="recent-posts-title" className="text-lg font-semibold text-stone-900">
        Recent Posts
      </h2>

      {posts.isPending ? (
        <PostsSkeleton />
      ) : failedFirstLoad && hasStatus(posts.error, 403) ? (
        <Notice Icon={Lock} text={GROUP_MESSAGES.membersOnly} />
      ) : failedFirstLoad ? (
        <RetryAlert
          message={POST_FEEDBACK.groupPostsFailed}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : (
        <PostList
          posts={shown}
          canTakePart={isMember}
          emptyText={
            <Notice
              Icon={MessageSquareText}
              text={
                isMember
                  ? 'No posts yet. Be the first to share a meal or a win with the group.'
                  : 'No posts yet.'
              }
            />
          }
        />
      )}

      {posts.isFetchNextPageError && <Alert tone="error">{POST_FEEDBACK.moreFailed}</Alert>}
      {posts.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
            aria-busy={posts.isFetchingNextPage}
          >
            {posts.isFetchingNextPage && <Spinner className="size-4" />}
            {posts.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  )
}

function Notice({ Icon, text }: { Icon: typeof Lock; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center">
      <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-500">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="mt-3 max-w-xs text-sm text-pretty text-stone-600">{text}</p>
    </div>
  )
}

/** Post cards in grey while the first page loads. */
function PostsSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className="space-y-4">
      {[0, 1].map((index) => (
        <div key={index} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-3">
            <Bone className="size-10 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Bone className="h-3.5 w-32" />
              <Bone className="h-3 w-20" />
            </div>
          </div>
          <Bone className="mt-4 h-3.5 w-full" />
          <Bone className="mt-2 h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  )
}
