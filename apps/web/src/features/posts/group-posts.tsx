import { GROUP_MESSAGES } from '@platewise/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Lock, MessageSquareText } from 'lucide-react'
import { useUserId } from '../../lib/auth-context'
import { hasStatus } from '../../lib/api-error'
import { PostsSkeleton } from './posts-skeleton'
import { MorePosts } from './more-posts'
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
        <PostsSkeleton count={2} />
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

      <MorePosts pages={posts} />
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
