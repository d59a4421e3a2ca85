import {
  CookingPot,
  Dumbbell,
  Flower2,
  Sprout,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import { Spinner } from '../../ui/spinner'
import type {
  GroupResult,
  GroupSymbol,
  PersonResult,
  SearchKind,
  SearchResults,
} from './search-api'

const titles: Record<SearchKind, string> = { users: 'Friends Results', groups: 'Groups Results' }

interface SearchResultsPanelProps {
  kind: SearchKind
  results: SearchResults | undefined
  /** the typed query has not been searched yet (debounce or request under way) */
  pending: boolean
}

/** The list under the header (spec §2 'Header search results panel'). */
export function SearchResultsPanel({ kind, results, pending }: SearchResultsPanelProps) {
  const titleId = useId()
  const shown = results?.kind === kind ? results : undefined
  const count = shown ? (kind === 'users' ? shown.people.length : shown.groups.length) : 0

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={pending}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl shadow-stone-900/10"
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold text-stone-900">
          {titles[kind]}
        </h2>
        {pending ? (
          <Spinner className="size-4 text-brand-600" />
        ) : shown?.samples && count > 0 ? (
          <span className="text-xs text-stone-500">Suggested for you</span>
        ) : null}
      </div>

      <div aria-live="polite" className="max-h-[min(24rem,60dvh)] overflow-y-auto">
        {!shown ? (
          <p className="px-4 py-6 text-center text-sm text-stone-500">Searching...</p>
        ) : count === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-stone-600">
            {kind === 'users'
              ? `No friends found matching "${shown.query}"`
              : `No groups found matching "${shown.query}"`}
          </p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {kind === 'users'
              ? shown.people.map((person) => <PersonRow key={person.id} person={person} />)
              : shown.groups.map((group) => <GroupRow key={group.id} group={group} />)}
          </ul>
        )}
      </div>
    </section>
  )
}

// Befriending and joining arrive with the social issues; until then the buttons
// are shown but do nothing (spec §2: 'inert').
const inertButton =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-800 transition-colors hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

function PersonRow({ person }: { person: PersonResult }) {
  const nameId = useId()
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      {person.avatarUrl ? (
        <img src={person.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
        >
          {person.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
          {person.name}
        </p>
        <p className="truncate text-xs text-stone-500">@{person.username}</p>
      </div>
      <button type="button" aria-describedby={nameId} className={inertButton}>
        <UserPlus className="size-3.5" aria-hidden />
        Add Friend
      </button>
    </li>
  )
}

export const groupSymbols: Record<GroupSymbol, { Icon: LucideIcon; tile: string }> = {
  sprout: { Icon: Sprout, tile: 'bg-brand-100 text-brand-700' },
  dumbbell: { Icon: Dumbbell, tile: 'bg-sky-100 text-sky-700' },
  'meal-prep': { Icon: CookingPot, tile: 'bg-amber-100 text-amber-700' },
  mindful: { Icon: Flower2, tile: 'bg-violet-100 text-violet-700' },
  group: { Icon: UsersRound, tile: 'bg-stone-100 text-stone-600' },
}

function GroupRow({ group }: { group: GroupResult }) {
  const nameId = useId()
  const { Icon, tile } = groupSymbols[group.symbol]
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span aria-hidden className={`grid size-10 shrink-0 place-items-center rounded-xl ${tile}`}>
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
          {group.name}
        </p>
        <p className="text-xs text-stone-500">
          {group.memberCount.toLocaleString('en-US')}{' '}
          {group.memberCount === 1 ? 'member' : 'members'}
        </p>
      </div>
      <button type="button" aria-describedby={nameId} className={inertButton}>
        <UsersRound className="size-3.5" aria-hidden />
        Join Group
      </button>
    </li>
  )
}
