import { formatCount, type SearchGroup, type SearchUser } from '@platewise/core'
import { CloudOff, UserPlus, UsersRound, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { Spinner } from '../../ui/spinner'
import { FollowButton } from '../../features/profile/follow-button'
import { GroupSymbolTile } from '../../ui/group-symbol'
import { groupPath } from '../../lib/group-path'
import { GroupJoinButton } from '../../features/groups/join-button'
import { authorHandle, authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { profilePath } from '../../lib/profile/profile-path'
import type { HeaderSearchResults, SearchKind } from './search-api'

const titles: Record<SearchKind, string> = { users: 'Friends Results', groups: 'Groups Results' }

export const HEADER_SEARCH_FEEDBACK = {
  samples: 'Showing suggestions while search is unavailable',
  samplesCannotAdd: 'Suggestions cannot be added as friends. Try searching again in a moment.',
  samplesCannotJoin: 'Suggestions cannot be joined. Try searching again in a moment.',
} as const

interface SearchResultsPanelProps {
  kind: SearchKind
  results: HeaderSearchResults | undefined
  /** the typed query has not been searched yet (debounce or request under way) */
  pending: boolean
  /** A result's link was followed: the search closes */
  onNavigate(): void
}

/**
 * The list under the header (spec §2 'Header search results panel'). A
 * person's name opens their profile and Add Friend follows them, a group's
 * name opens the group and Join Group joins it (beyond the spec, where both
 * are inert). When the search failed, the built-in suggestions show with a
 * line that says so (§8); they lead nowhere.
 */
export function SearchResultsPanel({
  kind,
  results,
  pending,
  onNavigate,
}: SearchResultsPanelProps) {
  const titleId = useId()
  const samplesNoticeId = useId()
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
        {pending && <Spinner className="size-4 text-brand-600" />}
      </div>

      <div aria-live="polite" className="max-h-[min(24rem,60dvh)] overflow-y-auto">
        {shown?.samples && (
          <p
            id={samplesNoticeId}
            role="status"
            className="flex items-center gap-2 border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs font-medium text-amber-900"
          >
            <CloudOff className="size-3.5 shrink-0" aria-hidden />
            {HEADER_SEARCH_FEEDBACK.samples}
          </p>
        )}
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
              ? shown.people.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    sample={shown.samples}
                    samplesNoticeId={samplesNoticeId}
                    onNavigate={onNavigate}
                  />
                ))
              : shown.groups.map((group) => (
                  <GroupRow
                    key={group.id}
                    group={group}
                    sample={shown.samples}
                    samplesNoticeId={samplesNoticeId}
                    onNavigate={onNavigate}
                  />
                ))}
          </ul>
        )}
      </div>
    </section>
  )
}

const rowButton =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-800 transition-colors hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** A row's name: a link that closes the search, or plain text for a suggestion (`to` null), which leads nowhere. */
function RowName({
  to,
  onNavigate,
  children,
}: {
  to: string | null
  onNavigate(): void
  children: string
}) {
  if (to === null) return children
  return (
    <Link
      to={to}
      onClick={onNavigate}
      // a block at least 24 px tall: a line of text alone is too small a target beside its button
      className="block truncate rounded py-0.5 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  )
}

/** A suggestion's Add Friend or Join Group: there to keep the row's shape, it does nothing and says why. */
function SampleButton({
  Icon,
  title,
  describedBy,
  children,
}: {
  Icon: LucideIcon
  title: string
  /** the notice that these are suggestions */
  describedBy: string
  children: string
}) {
  return (
    <button
      type="button"
      disabled
      aria-describedby={describedBy}
      title={title}
      className={`${rowButton} disabled:cursor-not-allowed disabled:opacity-50`}
    >
      <Icon className="size-3.5" aria-hidden />
      {children}
    </button>
  )
}

function PersonRow({
  person,
  sample,
  samplesNoticeId,
  onNavigate,
}: {
  person: SearchUser
  /** a built-in suggestion, not an account: no profile, nobody to follow */
  sample: boolean
  samplesNoticeId: string
  onNavigate(): void
}) {
  const userId = useUserId()
  const nameId = useId()
  const name = authorName(person)
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <ProfileAvatar user={person} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
          <RowName to={sample ? null : profilePath(person, userId)} onNavigate={onNavigate}>
            {name}
          </RowName>
        </p>
        <p className="truncate text-xs text-stone-500">{authorHandle(person)}</p>
      </div>
      {sample ? (
        <SampleButton
          Icon={UserPlus}
          title={HEADER_SEARCH_FEEDBACK.samplesCannotAdd}
          describedBy={samplesNoticeId}
        >
          Add Friend
        </SampleButton>
      ) : (
        <FollowButton
          person={person}
          following={person.is_following}
          followLabel="Add Friend"
          describedBy={nameId}
        />
      )}
    </li>
  )
}

function GroupRow({
  group,
  sample,
  samplesNoticeId,
  onNavigate,
}: {
  group: SearchGroup
  /** a built-in suggestion, not a group: no page, nothing to join */
  sample: boolean
  samplesNoticeId: string
  onNavigate(): void
}) {
  const nameId = useId()
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <GroupSymbolTile symbol={group.image} />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
          <RowName to={sample ? null : groupPath(group.id)} onNavigate={onNavigate}>
            {group.name}
          </RowName>
        </p>
        <p className="text-xs text-stone-500">
          {formatCount(group.members_count, 'member', 'members')}
        </p>
      </div>
      {sample ? (
        <SampleButton
          Icon={UsersRound}
          title={HEADER_SEARCH_FEEDBACK.samplesCannotJoin}
          describedBy={samplesNoticeId}
        >
          Join Group
        </SampleButton>
      ) : (
        <GroupJoinButton
          group={group}
          joinLabel="Join Group"
          describedBy={nameId}
          onNavigate={onNavigate}
        />
      )}
    </li>
  )
}
