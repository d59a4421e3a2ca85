import { isLocalPost, type ShownPost, formatCount } from '@platewise/core'
import { useQueryClient } from '@tanstack/react-query'
import { Bookmark, Heart, MessageCircle, Pencil, Share2, Trash2 } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Spinner } from '../../ui/spinner'
import { authorName } from '../../lib/posts/post-author'
import { postPath } from '../../lib/posts/post-path'
import { codeWhenShown } from '../../ui/code-when-shown'
import { CommentsLoading } from './comments-loading'
import { postQueries } from './posts.queries'
import { POST_FEEDBACK } from './posts-api'
import { FailedPost } from './failed-post'
import { useDeletePost, useToggleBookmark, useToggleLike } from './use-post-mutations'
import { PostBody } from './post-body'
import { PostHeader } from '../../ui/post-header'

// the comment field's form library and zod come when a card's comments are first opened
const PostComments = codeWhenShown(
  () => import('./post-comments').then((module) => module.PostComments),
  POST_FEEDBACK.commentsLoadFailed,
)

// the Edit form's too, when Edit is first pressed
const PostEditForm = codeWhenShown(
  () => import('./post-edit-form').then((module) => module.PostEditForm),
  POST_FEEDBACK.editLoadFailed,
)

/** The address Share copies: the post's page. */
export const postLink = (post: Pick<ShownPost, 'id'>) =>
  `${window.location.origin}${postPath(post.id)}`

/**
 * One post (§2 Feed, §3 Post), a group's too (§3 Group post, decision 034):
 * the author, the words (as text, never HTML), the photo, the meal, and like,
 * comment, share and bookmark. A post the server does not have yet shows how
 * its save is going instead. A group's post is liked and commented on by its
 * members (`canTakePart`); its author or the group's creator deletes it.
 */
export function PostCard({
  post,
  now,
  canTakePart = true,
  commentsOpenAtFirst = false,
  onDeleted,
}: {
  post: ShownPost
  now: number
  canTakePart?: boolean
  /** The post's own page shows its comments at once */
  commentsOpenAtFirst?: boolean
  /** Once the post is deleted, before it leaves the cache: its page says so */
  onDeleted?(): void
}) {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const name = authorName(post.user)
  const local = isLocalPost(post) ? post : null
  const saved = post.id > 0
  const mine = post.user.id === userId
  const [commentsOpen, setCommentsOpen] = useState(commentsOpenAtFirst)
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [shareNotice, setShareNotice] = useState<string | null>(null)
  const commentsId = useId()

  const like = useToggleLike()
  const bookmark = useToggleBookmark()
  const remove = useDeletePost(onDeleted)

  async function share() {
    const url = postLink(post)
    setShareNotice(null)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${name} on Platewise`, text: post.content, url })
      } catch {
        // closing the share sheet is not a failure worth a word
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setShareNotice(POST_FEEDBACK.linkCopied)
    } catch {
      setShareNotice(`${POST_FEEDBACK.copyFailed}: ${url}`)
    }
  }

  const failure = like.isError
    ? POST_FEEDBACK.likeFailed
    : bookmark.isError
      ? POST_FEEDBACK.bookmarkFailed
      : null

  return (
    <article
      id={saved ? `post-${post.id}` : undefined}
      aria-label={`Post by ${name}`}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <PostHeader
        author={post.user}
        createdAt={post.created_at}
        editedAt={post.edited_at}
        href={saved ? postPath(post.id) : undefined}
        now={now}
        action={
          <div className="-mt-1 -mr-1 flex shrink-0">
            {mine && saved && !editing && (
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                onPointerEnter={PostEditForm.preload}
                onFocus={PostEditForm.preload}
                aria-label="Edit post"
                title="Edit post"
                className="grid size-9 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Pencil className="size-4" aria-hidden />
              </button>
            )}
            {(mine || post.can_remove) && local?._status !== 'creating' && (
              <button
                type="button"
                onClick={() => setConfirmingDelete(true)}
                aria-label="Delete post"
                title="Delete post"
                className="grid size-9 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        }
      />

      {local?._status === 'creating' && (
        <p
          role="status"
          className="mx-4 mt-3 flex items-center gap-2 text-xs font-medium text-stone-500 sm:mx-5"
        >
          <Spinner className="size-3.5 text-brand-600" />
          {POST_FEEDBACK.posting}
        </p>
      )}
      {local?._status === 'failed' && <FailedPost post={local} />}

      <PostBody
        post={post}
        words={
          editing ? (
            <PostEditForm
              fallback={<EditFormLoading />}
              post={post}
              onDone={() => {
                setEditing(false)
                // back to the button that opened the form, once it is drawn again
                requestAnimationFrame(() => editButton.current?.focus())
              }}
            />
          ) : undefined
        }
      />

      <PostStats post={post} mine={mine} />

      <div className="mt-1 flex items-center gap-1 border-t border-stone-100 px-2 py-1.5 sm:px-3">
        <ActionButton
          pressed={post.is_liked}
          disabled={!saved || like.isPending || !canTakePart}
          title={canTakePart ? undefined : POST_FEEDBACK.joinToTakePart}
          onClick={() => like.mutate(post.id)}
          icon={
            <Heart
              className={`size-[1.125rem] ${post.is_liked ? 'fill-rose-500 text-rose-500' : ''}`}
              aria-hidden
            />
          }
        >
          Like
        </ActionButton>
        {post.allow_comments && (
          <ActionButton
            expanded={commentsOpen}
            controls={commentsId}
            disabled={!saved}
            onClick={() => {
              // the comments are asked for beside their code, not after it
              if (!commentsOpen)
                void queryClient.prefetchQuery(postQueries.comments(userId, post.id))
              setCommentsOpen(!commentsOpen)
            }}
            icon={<MessageCircle className="size-[1.125rem]" aria-hidden />}
          >
            Comment
          </ActionButton>
        )}
        <ActionButton
          disabled={!saved}
          onClick={() => void share()}
          icon={<Share2 className="size-[1.125rem]" aria-hidden />}
        >
          Share
        </ActionButton>
        <button
          type="button"
          aria-label="Bookmark"
          aria-pressed={post.is_bookmarked}
          disabled={!saved || bookmark.isPending}
          onClick={() => bookmark.mutate(post.id)}
          className={`ml-auto grid size-9 place-items-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 ${
            post.is_bookmarked
              ? 'text-brand-700 hover:bg-brand-50'
              : 'text-stone-500 hover:bg-stone-100 hover:text-stone-800'
          }`}
        >
          <Bookmark
            className={`size-[1.125rem] ${post.is_bookmarked ? 'fill-current' : ''}`}
            aria-hidden
          />
        </button>
      </div>

      {failure && (
        <Alert tone="error" className="mx-4 mb-3 sm:mx-5">
          {failure}
        </Alert>
      )}
      {shareNotice && (
        <p role="status" className="mx-4 mb-3 text-xs font-medium break-all text-brand-700 sm:mx-5">
          {shareNotice}
        </p>
      )}

      {commentsOpen && saved && (
        <div id={commentsId} className="border-t border-stone-100 px-4 py-3 sm:px-5">
          <PostComments
            fallback={<CommentsLoading />}
            post={post}
            now={now}
            canComment={canTakePart}
          />
        </div>
      )}

      {confirmingDelete && (
        <ConfirmDialog
          title="Delete post?"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={remove.isError ? POST_FEEDBACK.deleteFailed : null}
          onConfirm={() => remove.mutate(post, { onSuccess: () => setConfirmingDelete(false) })}
          onCancel={() => {
            remove.reset()
            setConfirmingDelete(false)
          }}
        >
          {!saved
            ? 'It was never shared, so only this browser has it.'
            : post.group
              ? 'It will be gone from the group for everyone.'
              : 'It will be gone from your profile and from the feeds of people who follow you.'}
        </ConfirmDialog>
      )}
    </article>
  )
}

/** The Edit form's place while its code comes: the words' height, said to be loading. */
function EditFormLoading() {
  return (
    <p role="status" className="mx-4 mt-3 flex items-center gap-2 text-sm text-stone-500 sm:mx-5">
      <Spinner className="size-4 text-brand-600" />
      Loading...
    </p>
  )
}

/** '12 likes · 3 comments'; no number at all where the author hid the count (§6). */
function PostStats({ post, mine }: { post: ShownPost; mine: boolean }) {
  const parts: string[] = []
  if (post.likes_count !== null) {
    const likes = formatCount(post.likes_count, 'like', 'likes')
    parts.push(post.hide_like_count && mine ? `${likes} (only you can see this)` : likes)
  }
  if (post.allow_comments || post.comments_count > 0) {
    parts.push(formatCount(post.comments_count, 'comment', 'comments'))
  }
  if (parts.length === 0) return null
  return <p className="mt-3 px-4 text-xs text-stone-500 sm:px-5">{parts.join(' · ')}</p>
}

interface ActionButtonProps {
  icon: ReactNode
  children: ReactNode
  onClick(): void
  disabled?: boolean
  title?: string
  pressed?: boolean
  expanded?: boolean
  controls?: string
}

function ActionButton({
  icon,
  children,
  onClick,
  disabled,
  title,
  pressed,
  expanded,
  controls,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed || expanded
          ? 'text-stone-900 hover:bg-stone-100'
          : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
      }`}
    >
      {icon}
      {children}
    </button>
  )
}
