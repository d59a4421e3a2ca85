import { type SearchGroup, type SearchUser, formatCount } from '@platewise/core'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { groupPath } from '../../lib/group-path'
import { authorHandle, authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { profilePath } from '../../lib/profile/profile-path'
import { GroupSymbolTile } from '../../ui/group-symbol'

const outlineButton =
  'inline-flex shrink-0 items-center justify-center rounded-full bg-white px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-stone-800 ring-1 ring-stone-300 transition-colors hover:bg-stone-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

interface RowProps {
  /** The row's View link was followed: the modal closes */
  onNavigate(): void
  /** Follow / Following or Join / Member, described by the row's name (its id) */
  action(describedBy: string): ReactNode
}

/** A row of the results: its picture, what it says (`children`), its View link and its action. */
function ResultRow({
  picture,
  view,
  nameId,
  onNavigate,
  action,
  children,
}: RowProps & {
  picture: ReactNode
  view: { to: string; label: string }
  /** The id of the row's name, which describes both buttons */
  nameId: string
  children: ReactNode
}) {
  return (
    <li className="flex items-start gap-3 py-3">
      {picture}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">{children}</div>
        <div className="flex items-start gap-2">
          <Link
            to={view.to}
            onClick={onNavigate}
            aria-describedby={nameId}
            className={outlineButton}
          >
            {view.label}
          </Link>
          {action(nameId)}
        </div>
      </div>
    </li>
  )
}

/**
 * A person in Discover (§2): picture or initial, full name, @username, posts;
 * View Profile opens their profile (beyond the spec, where it only alerts),
 * and Follow / Following.
 */
export function PersonResultRow({ person, onNavigate, action }: RowProps & { person: SearchUser }) {
  const userId = useUserId()
  const nameId = useId()
  const me = person.id === userId
  return (
    <ResultRow
      picture={<ProfileAvatar user={person} className="size-11 text-base" />}
      view={{ to: profilePath(person, userId), label: 'View Profile' }}
      nameId={nameId}
      onNavigate={onNavigate}
      action={action}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <span id={nameId} className="truncate">
          {authorName(person)}
        </span>
        {me && (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[0.6875rem] font-medium text-stone-600">
            You
          </span>
        )}
      </p>
      <p className="truncate text-xs text-stone-500">
        {authorHandle(person)} · {formatCount(person.posts_count, 'post', 'posts')}
      </p>
    </ResultRow>
  )
}

/**
 * A group in Discover (§2): its symbol, name, description and members. View
 * Group opens the group (beyond the spec, where both buttons call one
 * handler); Join joins it, and Member opens it as View Group does.
 */
export function GroupResultRow({ group, onNavigate, action }: RowProps & { group: SearchGroup }) {
  const nameId = useId()
  return (
    <ResultRow
      picture={<GroupSymbolTile symbol={group.image} className="size-11" />}
      view={{ to: groupPath(group.id), label: 'View Group' }}
      nameId={nameId}
      onNavigate={onNavigate}
      action={action}
    >
      <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
        {group.name}
      </p>
      {group.description && (
        <p className="line-clamp-2 text-xs text-stone-600">{group.description}</p>
      )}
      <p className="text-xs text-stone-500">
        {formatCount(group.members_count, 'member', 'members')}
      </p>
    </ResultRow>
  )
}
