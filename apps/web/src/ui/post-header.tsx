import type { PostAuthor } from '@platewise/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useUserId } from '../lib/auth-context'
import { UserAvatar } from './user-avatar'
import { profilePath } from '../lib/profile/profile-path'
import { authorHandle, authorName } from '../lib/posts/post-author'
import { timeAgo } from '../lib/posts/post-time'

/**
 * A post's header, for the feed's posts and a group's alike: the author's
 * picture and name (to their profile), handle and age (to the post's own
 * page, when it has one), 'edited' once its words changed, and the card's own
 * actions (edit, delete) at the end.
 */
export function PostHeader({
  author,
  createdAt,
  editedAt,
  href,
  now,
  action,
}: {
  author: PostAuthor
  createdAt: string
  /** When its words were last changed (decision 040); null or absent when never */
  editedAt?: string | null
  /** The post's own page */
  href?: string
  now: number
  action?: ReactNode
}) {
  const time = (
    <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
      {timeAgo(createdAt, now)}
    </time>
  )
  const userId = useUserId()
  return (
    <header className="flex items-start gap-3 px-4 pt-4 sm:px-5">
      <UserAvatar user={author} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">
          {/* a block, so a long name's cut-off end does not lie under the action;
              24 px tall to tap, without moving the line */}
          <Link
            to={profilePath(author, userId)}
            className="-my-0.5 block truncate rounded py-0.5 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {authorName(author)}
          </Link>
        </p>
        <p className="truncate text-xs text-stone-500">
          {authorHandle(author)} ·{' '}
          {href ? (
            <Link
              to={href}
              className="rounded hover:text-stone-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {time}
            </Link>
          ) : (
            time
          )}
          {editedAt && (
            <>
              {' · '}
              <time dateTime={editedAt} title={`Edited ${new Date(editedAt).toLocaleString()}`}>
                edited
              </time>
            </>
          )}
        </p>
      </div>
      {action}
    </header>
  )
}
