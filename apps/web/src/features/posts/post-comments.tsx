import { COMMENT_MAX_LENGTH, POST_MESSAGES, type ShownPost } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { SendHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { hasStatus } from '../../lib/api-error'
import { Alert } from '../../ui/alert'
import { Spinner } from '../../ui/spinner'
import { UserAvatar } from '../../ui/user-avatar'
import { authorName } from '../../lib/posts/post-author'
import { timeAgo } from '../../lib/posts/post-time'
import { postQueries } from './posts.queries'
import { POST_FEEDBACK } from './posts-api'
import { useAddComment } from './use-post-mutations'

/**
 * A post's comments, oldest first, and a field to add one (§2: the comment
 * section expands; §5: send is disabled while blank, Enter sends).
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
  const add = useAddComment(post.id)
  const [text, setText] = useState('')
  const fieldId = useId()
  const blank = text.trim() === ''

  const failure = add.isError
    ? hasStatus(add.error, 403)
      ? POST_MESSAGES.commentsOff
      : POST_FEEDBACK.commentFailed
    : null

  return (
    <div className="space-y-3">
      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
          <Spinner className="size-4 text-brand-600" />
          Loading comments...
        </p>
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

      {canComment && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (blank || add.isPending) return
            add.mutate(text.trim(), { onSuccess: () => setText('') })
          }}
        >
          <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-stone-600">
            Add a comment
          </label>
          <div className="flex items-center gap-2">
            <input
              id={fieldId}
              type="text"
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                if (add.isError) add.reset()
              }}
              maxLength={COMMENT_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="send"
              placeholder="Write a comment..."
              className="block min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
            />
            <button
              type="submit"
              disabled={blank || add.isPending}
              className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-brand-700 px-3.5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700/40"
            >
              {add.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <SendHorizontal className="size-4" aria-hidden />
              )}
              Send
            </button>
          </div>
        </form>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  )
}
