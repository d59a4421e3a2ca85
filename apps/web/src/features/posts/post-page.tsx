import { ArrowLeft, RotateCcw, SearchX, TriangleAlert } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
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
 * name a post; `canTakePart` is whether the viewer may like and comment (a
 * group's post: its members), which the app layer knows.
 */
export function PostPage({ postId, canTakePart }: { postId: number | null; canTakePart: boolean }) {
  if (postId === null) return <PostNotFound />
  return <ShownPost postId={postId} canTakePart={canTakePart} />
}

function ShownPost({ postId, canTakePart }: { postId: number; canTakePart: boolean }) {
  const userId = useUserId()
  const post = useQuery(postQueries.post(userId, postId))
  const now = useNow()
  const navigate = useNavigate()

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
        <PostCard
          post={shown}
          now={now}
          canTakePart={canTakePart}
          commentsOpenAtFirst={shown.allow_comments}
          onDeleted={() => void navigate(FEED_PATH)}
        />
      ) : (
        <PostsSkeleton count={1} />
      )}
    </PostFrame>
  )
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
