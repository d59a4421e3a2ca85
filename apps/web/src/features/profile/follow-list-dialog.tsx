import type { FollowListUser, SocialProfile } from '@platewise/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { FollowButton } from './follow-button'
import type { FollowList } from '../../lib/people/people-keys'
import { peopleQueries } from '../../lib/people/people.queries'
import { authorHandle, authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { profilePath } from '../../lib/profile/profile-path'
import { RetryAlert } from '../../ui/retry-alert'
import { LoadMoreButton } from '../../ui/load-more-button'

const TITLES: Record<FollowList, string> = { followers: 'Followers', following: 'Following' }

export const FOLLOW_LIST_FEEDBACK = {
  loadFailed: 'Could not load this list.',
  moreFailed: 'Could not load more people.',
} as const

/** What an empty list says, to the profile's owner or to someone else. */
function emptyText(list: FollowList, profile: SocialProfile) {
  const first = profile.user.first_name || 'User'
  if (list === 'followers') {
    return profile.is_me ? 'No followers yet' : `${first} has no followers yet`
  }
  return profile.is_me ? 'You are not following anyone yet' : `${first} is not following anyone yet`
}

/**
 * A profile's Followers or Following (§2: the counts open a list), on the
 * browser's own dialog: a page of people at a time with Load more, each a
 * link to their profile with Follow / Following. The rows stay while the
 * viewer follows and unfollows in it; the list is asked again next time.
 */
export function FollowListDialog({
  list,
  profile,
  onClose,
}: {
  list: FollowList
  profile: SocialProfile
  onClose(): void
}) {
  const userId = useUserId()
  // by id: the username may change, the id does not
  const pages = useInfiniteQuery(peopleQueries.list(userId, list, String(profile.user.id)))
  const people = pages.data?.pages.flatMap((page) => page.users) ?? []
  const failedFirstLoad = pages.isError && !pages.isFetchNextPageError

  return (
    <ModalDialog title={TITLES[list]} onClose={onClose} initialFocus="button" width="max-w-md">
      <div className="max-h-[70dvh] overflow-y-auto px-5 py-3">
        {pages.isPending && (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-8 text-sm text-stone-500"
          >
            <Spinner className="size-5 text-brand-600" />
            Loading {TITLES[list].toLowerCase()}...
          </p>
        )}
        {failedFirstLoad && (
          <RetryAlert
            className="my-2"
            message={FOLLOW_LIST_FEEDBACK.loadFailed}
            onRetry={() => void pages.refetch()}
          />
        )}
        {pages.isSuccess && people.length === 0 && (
          <p className="py-8 text-center text-sm text-stone-500">{emptyText(list, profile)}</p>
        )}
        {people.length > 0 && (
          <ul aria-label={TITLES[list]} className="divide-y divide-stone-100">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} onNavigate={onClose} />
            ))}
          </ul>
        )}
        {pages.isFetchNextPageError && (
          <Alert tone="error" className="my-2">
            {FOLLOW_LIST_FEEDBACK.moreFailed}
          </Alert>
        )}
        {pages.hasNextPage && (
          <div className="flex justify-center py-3">
            <LoadMoreButton pages={pages} />
          </div>
        )}
      </div>
    </ModalDialog>
  )
}

function PersonRow({ person, onNavigate }: { person: FollowListUser; onNavigate(): void }) {
  const userId = useUserId()
  const nameId = useId()
  return (
    <li className="flex items-center gap-3 py-3">
      <ProfileAvatar user={person} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="text-sm font-semibold text-stone-900">
          {/* a block at least 24 px tall: a line of text alone is too small a target beside Follow */}
          <Link
            to={profilePath(person, userId)}
            onClick={onNavigate}
            className="block truncate rounded py-0.5 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {authorName(person)}
          </Link>
        </p>
        <p className="truncate text-xs text-stone-500">{authorHandle(person)}</p>
      </div>
      <FollowButton person={person} following={person.is_following} describedBy={nameId} />
    </li>
  )
}
