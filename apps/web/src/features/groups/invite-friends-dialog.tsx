import type { InviteCandidate } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { Check, MailPlus, UserRoundSearch } from 'lucide-react'
import { useId } from 'react'
import { useUserId } from '../../lib/auth-context'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { authorHandle, authorName } from '../../lib/posts/post-author'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { groupQueries } from './groups.queries'
import { joinClasses } from './join-button'
import { useInvite } from './use-group-mutations'
import { RetryAlert } from '../../ui/retry-alert'

/**
 * The Invite Friends modal (§2), for real (the spec's email field did
 * nothing): the people the viewer follows, each with Invite, or where they
 * stand ('Invited', 'Member'). Someone invited sees a private group and may
 * join it. With nobody followed, Find People opens Discover.
 */
export function InviteFriendsDialog({
  groupId,
  groupName,
  onClose,
  onFindPeople,
}: {
  groupId: number
  groupName: string
  onClose(): void
  onFindPeople(): void
}) {
  const userId = useUserId()
  const people = useQuery(groupQueries.invitations(userId, groupId))

  return (
    <ModalDialog
      title="Invite Friends"
      onClose={onClose}
      // the list is still loading when it opens: Close is the first control
      initialFocus="button"
      width="max-w-md"
    >
      <div className="overflow-y-auto px-5 pt-3 pb-5">
        <p className="text-sm text-stone-600">
          Invite people you follow to <span className="font-semibold">{groupName}</span>.
        </p>

        {people.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-10 text-sm text-stone-500"
          >
            <Spinner className="size-5 text-brand-600" />
            Loading the people you follow...
          </p>
        ) : people.isError ? (
          <RetryAlert
            className="mt-4"
            message={GROUP_FEEDBACK.peopleFailed}
            onRetry={() => void people.refetch()}
          />
        ) : people.data.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-8 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              <UserRoundSearch className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-base font-semibold text-stone-900">
              You are not following anyone yet
            </h3>
            <p className="mt-1 max-w-xs text-sm text-pretty text-stone-600">
              Follow people first, then invite them to your group.
            </p>
            <Button className="mt-5" onClick={onFindPeople}>
              <UserRoundSearch className="size-4" aria-hidden />
              Find People
            </Button>
          </div>
        ) : (
          <ul aria-label="People you follow" className="mt-3 divide-y divide-stone-100">
            {people.data.map((person) => (
              <InviteRow key={person.id} groupId={groupId} person={person} />
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  )
}

const stateClasses =
  'inline-flex min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5'

function InviteRow({ groupId, person }: { groupId: number; person: InviteCandidate }) {
  const invite = useInvite(groupId)
  const nameId = useId()
  const busy = invite.isPending
  const invited = person.status === 'invited'
  return (
    <li className="flex items-center gap-3 py-3">
      <ProfileAvatar user={person} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-semibold text-stone-900">
          {authorName(person)}
        </p>
        <p className="truncate text-xs text-stone-500">{authorHandle(person)}</p>
        {invite.isError && (
          <p role="alert" className="mt-0.5 text-xs font-medium text-red-700">
            {errorMessage(invite.error, GROUP_FEEDBACK.inviteFailed)}
          </p>
        )}
      </div>
      {person.status === 'member' ? (
        <span className={`${stateClasses} bg-stone-100 text-stone-600`}>Member</span>
      ) : (
        // one button from Invite to Invited, so the keyboard's focus stays on it
        <button
          type="button"
          aria-describedby={nameId}
          aria-disabled={busy || invited || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy && !invited) invite.mutate(person.id)
          }}
          className={
            invited
              ? `${stateClasses} cursor-default bg-brand-50 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`
              : joinClasses
          }
        >
          {busy ? <Spinner /> : invited ? <Check aria-hidden /> : <MailPlus aria-hidden />}
          {invited ? 'Invited' : 'Invite'}
        </button>
      )}
    </li>
  )
}
