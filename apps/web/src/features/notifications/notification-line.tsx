import type { Notification } from '@platewise/core'
import { Link } from 'react-router'
import { groupPath } from '../../lib/group-path'
import { postPath } from '../../lib/posts/post-path'
import { profilePath } from '../../lib/profile/profile-path'
import { timeAgo } from '../../lib/posts/post-time'
import { UserAvatar } from '../../ui/user-avatar'

/** Where a line leads: the post it is about (decision 040), the group it names, or the person who followed. */
function destination(line: Notification, viewerId: number): string | null {
  if (line.post) return postPath(line.post.id)
  if (line.group) return groupPath(line.group.id)
  const actor = line.actors[0]
  if (line.kind === 'follow' && actor) return profilePath(actor, viewerId)
  return null
}

/** One collapsed line: 'Maya and 3 others liked your post', the post's first words, when. */
export function NotificationLine({
  line,
  viewerId,
  now,
  onFollow,
}: {
  line: Notification
  viewerId: number
  now: number
  /** The panel closes when a line's link is followed */
  onFollow(): void
}) {
  const to = destination(line, viewerId)
  const body = (
    <>
      <UserAvatar user={line.actors[0] ?? null} className="size-9 shrink-0" />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm ${line.read ? 'text-stone-700' : 'font-semibold text-stone-900'}`}
        >
          {line.text}
        </span>
        {line.post && (
          <span className="mt-0.5 block truncate text-sm text-stone-600">
            “{line.post.snippet}”
          </span>
        )}
        <span className="mt-0.5 block text-xs text-stone-500">{timeAgo(line.created_at, now)}</span>
      </span>
      {!line.read && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </>
  )
  const box = `flex items-start gap-3 rounded-2xl px-3 py-2.5 ${line.read ? '' : 'bg-brand-50'}`
  return (
    <li>
      {to ? (
        <Link
          to={to}
          onClick={onFollow}
          className={`${box} hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700`}
        >
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  )
}
