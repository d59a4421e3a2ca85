import { ArrowLeft, CircleCheck, RotateCcw, SearchX, TriangleAlert } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { groupPath } from '../../lib/group-path'
import { authorName } from '../../lib/posts/post-author'
import { useNow } from '../../lib/posts/post-time'
import { Button, buttonClasses } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { PostCard } from './post-card'
import { isPostHidden } from './post-gone'
import { postQueries } from './posts.queries'
import { PostsSkeleton } from './posts-skeleton'

const FEED_PATH = '/dashboard/feed'

/**
 * /dashboard/posts/{id} (issue 27, decision 040): one post, the address Share
 * gives, with its comments open and every action of its card. A post that is
 * gone and one the viewer may not see (a private group's) show the same
 * not-found, which says neither. `postId` is null for an address that cannot
 * name a post. A group's post is liked and commented on by the group's
 * members (decision 034), which `GroupMembers`, from the app layer, tells.
 */
export function PostPage({
  postId,
  GroupMembers,
}: {
  postId: number | null
  GroupMembers: GroupMembersSlot
}) {
  if (postId === null) return <PostNotFound />
  return <ShownPost postId={postId} GroupMembers={GroupMembers} />
}

/** Tells its children whether the viewer is a member of the group, who may take part. */
export type GroupMembersSlot = ComponentType<{
  groupId: number
  children(isMember: boolean): ReactNode
}>

function ShownPost({ postId, GroupMembers }: { postId: number; GroupMembers: GroupMembersSlot }) {
  const userId = useUserId()
  // once deleted, the post is not asked for again (its answer leaves the cache)
  const [deleted, setDeleted] = useState<{ inGroup: boolean } | null>(null)
  const post = useQuery({ ...postQueries.post(userId, postId), enabled: !deleted })
  const now = useNow()

  // the person deleted it here: said so, with the way on (not a navigation of its own, which
  // would race the Back that the closing Delete post? dialog takes, decision 032)
  if (deleted) {
    return (
      <PostFrame>
        <EmptyState
          heading="h1"
          quiet
          Icon={CircleCheck}
          title="Post deleted"
          text={
            deleted.inGroup
              ? 'It is gone from the group for everyone.'
              : 'It is gone from your profile and from the feeds of people who follow you.'
          }
        >
          <Link to={FEED_PATH} className={buttonClasses('primary')}>
            Go to your feed
          </Link>
        </EmptyState>
      </PostFrame>
    )
  }

  if (post.isError) {
    return isPostHidden(post.error) ? (
      <PostNotFound />
    ) : (
      <PostFrame>
        <EmptyState
          heading="h1"
          quiet
          Icon={TriangleAlert}
          title="Could not load this post"
          text="Check your connection and try again."
        >
          <Button onClick={() => void post.refetch()} disabled={post.isFetching}>
            <RotateCcw className="size-4" aria-hidden />
            Try Again
          </Button>
        </EmptyState>
      </PostFrame>
    )
  }

  const shown = post.data
  return (
    <PostFrame>
      {shown && <title>{`Post by ${authorName(shown.user)} · Platewise`}</title>}
      <div>
        <h1 className="text-xl font-bold tracking-tight text-stone-900">
          {shown ? `Post by ${authorName(shown.user)}` : 'Post'}
        </h1>
        {shown?.group && (
          <p className="mt-0.5 text-sm text-stone-600">
            Shared in{' '}
            <Link
              to={groupPath(shown.group.id)}
              className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {shown.group.name}
            </Link>
          </p>
        )}
      </div>
      {shown ? (
        <GroupMembersOf groupId={shown.group?.id} GroupMembers={GroupMembers}>
          {(canTakePart) => (
            <PostCard
              post={shown}
              now={now}
              canTakePart={canTakePart}
              commentsOpenAtFirst={shown.allow_comments}
              // the card and its comments go before the post leaves the cache,
              // so that nothing here asks for them again
              onDeleted={() => flushSync(() => setDeleted({ inGroup: shown.group !== null }))}
            />
          )}
        </GroupMembersOf>
      ) : (
        <PostsSkeleton count={1} />
      )}
    </PostFrame>
  )
}

/** A post without a group: everyone takes part. */
function GroupMembersOf({
  groupId,
  GroupMembers,
  children,
}: {
  groupId: number | undefined
  GroupMembers: GroupMembersSlot
  children(canTakePart: boolean): ReactNode
}) {
  if (groupId === undefined) return children(true)
  return <GroupMembers groupId={groupId}>{children}</GroupMembers>
}

/** The page's column, with the way back to the feed above it. */
function PostFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link
        to={FEED_PATH}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Feed
      </Link>
      {children}
    </div>
  )
}

/** Gone or not shared with the viewer: the same words for both (issue 27). */
function PostNotFound() {
  return (
    <PostFrame>
      <title>Post not found · Platewise</title>
      <EmptyState
        heading="h1"
        quiet
        Icon={SearchX}
        title="Post not found"
        text="This post may have been deleted, or it may not be shared with you."
      >
        <Link to={FEED_PATH} className={buttonClasses('primary')}>
          Go to your feed
        </Link>
      </EmptyState>
    </PostFrame>
  )
}
