import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { GroupSummary } from '@platewise/core'
import { formatCount } from '@platewise/core'
import { useUserId } from '../../lib/auth-context'
import { buttonClasses } from '../../ui/button'
import { GroupSymbolTile } from '../../ui/group-symbol'
import { CREATE_GROUP_PATH } from '../../lib/group-path'
import { GroupNameLink } from './group-name-link'
import { groupQueries } from './groups.queries'
import { canJoin, GroupJoinButton } from './join-button'
import { BoneHeading, FeedCard } from '../../ui/feed-card'

/** How many groups the panel lists; See All shows the rest. */
export const PANEL_GROUPS = 4

/**
 * The feed's right panel (§2 Feed): a few of the groups the viewer can see
 * (their own first), each with Join, then See All and Create Group. The list
 * is the Groups page's, so joining here shows there. A failed load is logged
 * and leaves the panel empty (§8).
 */
export function FeedGroupsPanel({ className = '' }: { className?: string }) {
  const groups = useQuery(groupQueries.list(useUserId()))
  const shown = groups.data?.slice(0, PANEL_GROUPS) ?? []

  return (
    // min-w-0: a long group name is cut short instead of widening the feed's column
    <FeedCard label="Groups" className={`min-w-0 p-4 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900">Groups</h2>
        <Link
          to="/dashboard/groups"
          className="rounded-lg px-1.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          See All
        </Link>
      </div>
      {groups.isPending ? (
        <div role="status" aria-label="Loading groups" className="mt-3 space-y-3">
          {[0, 1, 2].map((index) => (
            <BoneHeading
              key={index}
              picture="size-10 rounded-xl"
              title="h-3.5 w-28"
              subtitle="h-3 w-16"
            />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">
          No groups yet. Start one and invite the people you follow.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {shown.map((group) => (
            <PanelGroup key={group.id} group={group} />
          ))}
        </ul>
      )}
      <Link to={CREATE_GROUP_PATH} className={buttonClasses('secondary', 'mt-4 w-full')}>
        <Plus className="size-4" aria-hidden />
        Create Group
      </Link>
    </FeedCard>
  )
}

/** A group in the panel: the name has the row's width; its members and Join sit under it. */
function PanelGroup({ group }: { group: GroupSummary }) {
  const nameId = useId()
  return (
    <li className="flex items-start gap-3">
      <GroupSymbolTile symbol={group.image} />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-medium text-stone-900">
          <GroupNameLink group={group} />
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="truncate text-xs text-stone-500">
            {formatCount(group.members_count, 'member', 'members')}
          </p>
          <GroupJoinButton group={group} joinable={canJoin(group)} describedBy={nameId} size="sm" />
        </div>
      </div>
    </li>
  )
}
