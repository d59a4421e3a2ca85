import type { GroupPost } from '@platewise/core'
import { formatCount } from '@platewise/core'
import { Heart, Trash2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { authorName } from '../../lib/posts/post-author'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { useLikeGroupPost, useRemoveGroupPost } from './use-group-mutations'
import { PostHeader } from '../../ui/post-header'

/** What a group post says and shows (its words, photo and meal), which the app brings from the posts feature. */
export type GroupPostBodySlot = (post: GroupPost) => ReactNode

/**
 * One post in Recent Posts (§3 Group post): the author, when, the words (as
 * text, never HTML), the photo, the meal, and Like with its count. Members
 * like; the author and the group's creator may remove it, after a confirmation.
 */
export function GroupPostCard({
  post,
  now,
  canLike,
  body,
}: {
  post: GroupPost
  now: number
  /** the post's words, photo and meal */
  body: ReactNode
  /** members only: others see the count */
  canLike: boolean
}) {
  const userId = useUserId()
  const name = authorName(post.user)
  const like = useLikeGroupPost(post.group_id)
  const remove = useRemoveGroupPost(post.group_id)
  const [confirming, setConfirming] = useState(false)
  const likesId = useId()
  const mine = post.user.id === userId

  function closeConfirm() {
    remove.reset()
    setConfirming(false)
  }

  return (
    <article
      aria-label={`Post by ${name}`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <PostHeader
        author={post.user}
        createdAt={post.created_at}
        now={now}
        action={
          post.can_remove && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label="Remove post"
              title="Remove post"
              className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-stone-400 hover:bg-stone-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )
        }
      />

      {body}

      <div className="mt-3 flex items-center gap-2 border-t border-stone-100 px-2 py-1.5 sm:px-3">
        <button
          type="button"
          aria-pressed={post.is_liked}
          aria-describedby={likesId}
          disabled={!canLike}
          title={canLike ? undefined : 'Join the group to like its posts'}
          onClick={() => {
            if (!like.isPending) like.mutate(post.id)
          }}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:text-stone-900"
        >
          <Heart
            className={`size-[1.125rem] ${post.is_liked ? 'fill-rose-500 text-rose-500' : ''}`}
            aria-hidden
          />
          Like
        </button>
        <span id={likesId} className="text-xs text-stone-500 tabular-nums">
          {formatCount(post.likes_count, 'like', 'likes')}
        </span>
      </div>

      {like.isError && (
        <Alert tone="error" className="mx-4 mb-3 sm:mx-5">
          {errorMessage(like.error, GROUP_FEEDBACK.likeFailed)}
        </Alert>
      )}

      {confirming && (
        <ModalDialog
          title="Remove post?"
          onClose={closeConfirm}
          initialFocus="[data-autofocus]"
          width="max-w-sm"
        >
          <div className="space-y-4 px-5 py-4">
            <p className="text-sm text-stone-600">
              {mine
                ? 'Your post will be gone from the group for everyone.'
                : `${name}'s post will be gone from the group for everyone.`}
            </p>
            {remove.isError && (
              <Alert tone="error">{errorMessage(remove.error, GROUP_FEEDBACK.removeFailed)}</Alert>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" data-autofocus onClick={closeConfirm}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(post.id, { onSuccess: () => setConfirming(false) })}
              >
                {remove.isPending && <Spinner className="size-4" />}
                Remove
              </Button>
            </div>
          </div>
        </ModalDialog>
      )}
    </article>
  )
}
