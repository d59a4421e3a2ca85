import type { ShownPost } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { UserAvatar } from '../../ui/user-avatar'
import { authorName } from '../../lib/posts/post-author'
import { timeAgo } from '../../lib/posts/post-time'
import { CommentForm } from './comment-form'
import { CommentsLoading } from './comments-loading'
import { postQueries } from './posts.queries'

/**
 * A post's comments, oldest first, and the field to add one (§2: the comment
 * section expands). Its code loads when a card's comments are first opened
 * (post-card.tsx): the field brings react-hook-form and zod.
 */
export function PostComments({
  post,
  now,
  canComment = true,
}: {
  post: ShownPost
  now: number
  /** A group's post to someone not in the group: its comments are read, not added to */
  canComment?: boolean
}) {
  const userId = useUserId()
  // §8 Other: comments that cannot be loaded show as none
  const comments = useQuery(postQueries.comments(userId, post.id))

  return (
    <div className="space-y-3">
      {comments.isPending ? (
        <CommentsLoading />
      ) : (comments.data ?? []).length === 0 ? (
        <p className="text-sm text-stone-500">No comments yet</p>
      ) : (
        <ul aria-label="Comments" className="space-y-3">
          {comments.data?.map((comment) => (
            <li key={comment.id} className="flex gap-2.5">
              <UserAvatar user={comment.user} className="size-8 shrink-0 text-xs" />
              <div className="min-w-0 flex-1 rounded-2xl bg-stone-100 px-3 py-2">
                <p className="text-xs text-stone-600">
                  <span className="font-semibold text-stone-900">{authorName(comment.user)}</span> ·{' '}
                  <time dateTime={comment.created_at}>{timeAgo(comment.created_at, now)}</time>
                </p>
                <p className="mt-0.5 text-sm wrap-anywhere whitespace-pre-wrap text-stone-800">
                  {comment.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      {canComment && <CommentForm postId={post.id} />}
    </div>
  )
}
