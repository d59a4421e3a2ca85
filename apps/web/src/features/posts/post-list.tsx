import type { ShownPost } from '@platewise/core'
import type { ReactNode } from 'react'

// TEMPORARY stand-in for the posts feature's PostList, so the profile compiles and
// its tests run before that branch lands; the merge takes theirs.

/** The posts, newest first as given, or the empty text. */
export function PostList({ posts, emptyText }: { posts: ShownPost[]; emptyText?: ReactNode }) {
  if (posts.length === 0) {
    return <p className="py-10 text-center text-sm text-stone-500">{emptyText ?? 'No posts yet'}</p>
  }
  return (
    <ul className="grid gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-semibold text-stone-900">
              {post.user.first_name} {post.user.last_name}{' '}
              <span className="font-normal text-stone-500">@{post.user.username}</span>
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-stone-800">{post.content}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}
