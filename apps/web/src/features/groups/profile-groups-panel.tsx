import { formatCount } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { GroupSymbolTile } from '../../ui/group-symbol'
import { GroupNameLink } from './group-name-link'
import { groupQueries } from './groups.queries'

/** How many of one's groups the panel lists; See All shows the rest. */
const PANEL_GROUPS = 3

/**
 * The Groups side panel of one's own profile (§2): the groups one belongs to,
 * from the Groups page's list, with a way there. A failed load leaves the
 * panel at its empty state (§8).
 */
export function ProfileGroupsPanel() {
  const groups = useQuery(groupQueries.list(useUserId()))
  const mine = groups.data?.filter((group) => group.is_member).slice(0, PANEL_GROUPS) ?? []

  return (
    <section
      aria-labelledby="profile-groups-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="profile-groups-title"
          className="flex items-center gap-2 text-base font-semibold text-stone-900"
        >
          <span className="grid size-7 place-items-center rounded-lg bg-rose-50 text-rose-600">
            <UsersRound className="size-4" aria-hidden />
          </span>
          Groups
        </h2>
        <Link
          to="/dashboard/groups"
          className="inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          See All
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      {groups.isPending ? (
        <p role="status" className="mt-3 text-sm text-stone-500">
          Loading your groups…
        </p>
      ) : mine.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">
          You have not joined a group yet. Groups share meals, ideas and streaks.
        </p>
      ) : (
        <ul className="mt-3 grid gap-1">
          {mine.map((group) => (
            <li key={group.id} className="flex items-center gap-3 rounded-xl px-1 py-2">
              <GroupSymbolTile symbol={group.image} />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-stone-900">
                  <GroupNameLink group={group} />
                </p>
                <p className="text-xs text-stone-500">
                  {formatCount(group.members_count, 'member', 'members')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
