import type { ShownPost } from '@platewise/core'
import type { ReactNode } from 'react'
import { cardKeyOf } from './local-posts'
import { PostCard } from './post-card'
import { useNow } from '../../lib/posts/post-time'

/**
 * Post cards in the order given (newest first), or `emptyText` when there
 * are none: an element as it is, a text in a card. Shared by the feed, the profile and a group's Recent Posts.
 */
export function PostList({
  posts,
  emptyText,
  canTakePart,
}: {
  posts: ShownPost[]
  emptyText?: ReactNode
  /** A group's posts to someone not in it: read, not liked or commented on */
  canTakePart?: boolean
}) {
  const now = useNow()
  if (posts.length === 0) {
    // the feed brings its own empty state; a line of text gets a quiet card, not bare text
    if (emptyText !== undefined && typeof emptyText !== 'string') return emptyText
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-500">
        {emptyText ?? 'No posts yet'}
      </p>
    )
  }
  return (
    <div className="space-y-4">
      {posts.map((post) => (
        <PostCard key={cardKeyOf(post)} post={post} now={now} canTakePart={canTakePart} />
      ))}
    </div>
  )
}
