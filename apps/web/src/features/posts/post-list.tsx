import type { ShownPost } from '@platewise/core'
import type { ReactNode } from 'react'
import { cardKeyOf } from './local-posts'
import { PostCard } from './post-card'
import { useNow } from './post-time'

/**
 * Post cards in the order given (newest first), or `emptyText` when there
 * are none. Shared by the feed and the profile.
 */
export function PostList({ posts, emptyText }: { posts: ShownPost[]; emptyText?: ReactNode }) {
  const now = useNow()
  if (posts.length === 0) {
    return emptyText ?? <p className="py-8 text-center text-sm text-stone-500">No posts yet</p>
  }
  return (
    <div className="space-y-4">
      {posts.map((post) => (
        <PostCard key={cardKeyOf(post)} post={post} now={now} />
      ))}
    </div>
  )
}
