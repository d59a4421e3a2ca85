import type { GroupSummary } from '@platewise/core'
import { formatCount } from '@platewise/core'
import { Flame, Newspaper, UsersRound } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { GroupSymbolTile } from '../../ui/group-symbol'
import { AvatarStack } from './avatar-stack'
import { DeclineButton } from './decline-button'
import { groupPath } from '../../lib/group-path'
import { canJoin, GroupJoinButton } from './join-button'
import { PrivateBadge } from './private-badge'

/**
 * A group's card in the grid (§2): symbol, name (a link to the group), the
 * Private badge, description, member and post counts, the avatar stack, the
 * best streak, and Join / Member; Decline beside Join for an invitation.
 */
export function GroupCard({
  group,
  onDeclined,
}: {
  group: GroupSummary
  /** The viewer declined their invitation; a private group's card is gone next */
  onDeclined?(group: GroupSummary): void
}) {
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:p-5"
    >
      <div className="flex items-center gap-3">
        <GroupSymbolTile symbol={group.image} className="size-12" />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-base leading-snug font-semibold text-stone-900">
            <Link
              to={groupPath(group.id)}
              className="line-clamp-2 rounded break-words hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {group.name}
            </Link>
          </h2>
        </div>
        {group.is_private && <PrivateBadge />}
      </div>

      <p
        className={`mt-3 line-clamp-2 min-h-10 text-sm break-words ${group.description ? 'text-stone-600' : 'text-stone-400 italic'}`}
      >
        {group.description || 'No description yet'}
      </p>

      <ul
        aria-label="Group stats"
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-stone-600"
      >
        <li className="flex items-center gap-1">
          <UsersRound className="size-3.5 text-stone-400" aria-hidden />
          {formatCount(group.members_count, 'member', 'members')}
        </li>
        <li className="flex items-center gap-1">
          <Newspaper className="size-3.5 text-stone-400" aria-hidden />
          {formatCount(group.posts_count, 'post', 'posts')}
        </li>
        <li className="flex items-center gap-1">
          <Flame className="size-3.5 text-orange-500" aria-hidden />
          Best streak{' '}
          <span className="font-semibold text-stone-900">
            {formatCount(group.best_streak, 'day', 'days')}
          </span>
        </li>
      </ul>

      {/* pushed to the bottom, so the cards of a row end level */}
      <div className="mt-auto pt-4">
        <div className="flex items-center justify-between gap-3 border-t border-stone-100 pt-4">
          <AvatarStack members={group.members_preview} total={group.members_count} />
          <div className="flex flex-wrap items-start justify-end gap-2">
            {group.viewer === 'invited' && (
              <DeclineButton
                groupId={group.id}
                describedBy={nameId}
                onDeclined={() => onDeclined?.(group)}
              />
            )}
            <GroupJoinButton group={group} joinable={canJoin(group)} describedBy={nameId} />
          </div>
        </div>
      </div>
    </article>
  )
}
