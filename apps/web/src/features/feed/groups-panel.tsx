import { formatAmount } from '@platewise/core'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../ui/button'
import { SAMPLE_GROUPS } from '../dashboard/sample-search-data'
import { GroupSymbolTile } from '../discover/group-symbol'
import { FeedCard } from './feed-card'

/** The feed's right panel (§2 Feed): static sample groups, See All and Create Group. */
export function GroupsPanel({ className = '' }: { className?: string }) {
  return (
    <FeedCard label="Groups" className={`p-4 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900">Groups</h2>
        <Link
          to="/dashboard/groups"
          className="rounded-lg px-1.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          See All
        </Link>
      </div>
      <ul className="mt-3 space-y-3">
        {SAMPLE_GROUPS.map((group) => (
          <li key={group.id} className="flex items-center gap-3">
            <GroupSymbolTile symbol={group.image} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-stone-900">{group.name}</p>
              <p className="text-xs text-stone-500">{formatAmount(group.members_count)} members</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/dashboard/groups" className={buttonClasses('secondary', 'mt-4 w-full')}>
        <Plus className="size-4" aria-hidden />
        Create Group
      </Link>
    </FeedCard>
  )
}
