import type { GroupDetail } from '@platewise/core'
import { formatCount } from '@platewise/core'
import { Crown, LogOut, MailPlus, UserPlus, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Spinner } from '../../ui/spinner'
import { GroupSymbolTile } from '../../ui/group-symbol'
import { AvatarStack } from './avatar-stack'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { canJoin } from './join-button'
import { PrivateBadge } from './private-badge'
import type { DeclinedState } from './groups-page'
import { useDeclineInvitation, useJoinGroup, useLeaveGroup } from './use-group-mutations'

/**
 * A group's header: symbol, name, Private badge, description, the avatar
 * stack, and what the viewer can do: Join Group, Decline (an invitation),
 * Leave Group (not its creator), Invite Friends (members). Leaving a private
 * group asks first, since coming back takes a new invitation; it then goes
 * back to Groups, as declining a private group's invitation does. Declining a
 * public one stays here, with Join, and says so where the keyboard's focus goes.
 */
export function GroupHeader({ group, onInvite }: { group: GroupDetail; onInvite(): void }) {
  const join = useJoinGroup(group.id)
  const leave = useLeaveGroup(group.id)
  const navigate = useNavigate()
  const [declinedHere, setDeclinedHere] = useState(false)
  const decline = useDeclineInvitation(group.id, () => {
    if (group.is_private) {
      const state: DeclinedState = { declined: group.name }
      void navigate('/dashboard/groups', { state })
    } else setDeclinedHere(true)
  })
  const declinedNotice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (declinedHere) declinedNotice.current?.focus()
  }, [declinedHere])
  const [confirmingLeave, setConfirmingLeave] = useState(false)
  const owner = group.viewer === 'owner'

  function leaveGroup() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirmingLeave(false)
        if (group.is_private) void navigate('/dashboard/groups')
      },
    })
  }

  const failure = join.isError
    ? errorMessage(join.error, GROUP_FEEDBACK.joinFailed)
    : decline.isError
      ? errorMessage(decline.error, GROUP_FEEDBACK.declineFailed)
      : leave.isError && !confirmingLeave
        ? errorMessage(leave.error, GROUP_FEEDBACK.leaveFailed)
        : null

  return (
    <section
      aria-labelledby="group-name"
      className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm"
    >
      <div
        aria-hidden
        className="h-16 bg-gradient-to-r from-brand-700 via-brand-600 to-emerald-400 sm:h-20"
      />
      <div className="px-5 pb-5 sm:px-7 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <GroupSymbolTile
            symbol={group.image}
            className="-mt-8 size-16 ring-4 ring-white sm:-mt-10 sm:size-20 [&_svg]:size-8"
          />
          <div className="flex flex-wrap gap-2">
            {group.is_member && (
              <Button onClick={onInvite}>
                <MailPlus className="size-4" aria-hidden />
                Invite Friends
              </Button>
            )}
            {canJoin(group) && (
              <Button
                onClick={() => join.mutate()}
                disabled={join.isPending}
                aria-busy={join.isPending}
              >
                {join.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <UserPlus className="size-4" aria-hidden />
                )}
                Join Group
              </Button>
            )}
            {group.viewer === 'invited' && (
              <Button
                variant="secondary"
                // not disabled, which would drop the keyboard's focus while the call runs
                aria-disabled={decline.isPending || undefined}
                aria-busy={decline.isPending || undefined}
                onClick={() => {
                  if (!decline.isPending) decline.mutate()
                }}
              >
                {decline.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <X className="size-4" aria-hidden />
                )}
                Decline
              </Button>
            )}
            {group.is_member && !owner && (
              <Button
                variant="secondary"
                disabled={leave.isPending}
                aria-busy={leave.isPending}
                onClick={() => (group.is_private ? setConfirmingLeave(true) : leaveGroup())}
              >
                {leave.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <LogOut className="size-4" aria-hidden />
                )}
                Leave Group
              </Button>
            )}
          </div>
        </div>

        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1
            id="group-name"
            className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900"
          >
            {group.name}
          </h1>
          {group.is_private && <PrivateBadge />}
        </div>
        <p
          className={`mt-2 max-w-2xl text-sm break-words whitespace-pre-line ${group.description ? 'text-stone-700' : 'text-stone-400 italic'}`}
        >
          {group.description || 'No description yet'}
        </p>

        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <AvatarStack members={group.members_preview} total={group.members_count} size="md" />
          <span className="text-sm text-stone-600">
            {formatCount(group.members_count, 'member', 'members')}
          </span>
          {owner && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">
              <Crown className="size-3.5" aria-hidden />
              You created this group
            </span>
          )}
        </div>

        {group.viewer === 'invited' && (
          <Alert tone="info" className="mt-4">
            You were invited to this group. Join it to share and like posts, or decline the
            invitation.
          </Alert>
        )}
        {declinedHere && !group.is_member && (
          <div
            ref={declinedNotice}
            tabIndex={-1}
            className="mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Alert tone="success">
              You declined the invitation. This group is public: you can still join it.
            </Alert>
          </div>
        )}
        {failure && (
          <Alert tone="error" className="mt-4">
            {failure}
          </Alert>
        )}
      </div>

      {confirmingLeave && (
        <ConfirmDialog
          title="Leave group?"
          confirmLabel="Leave Group"
          busy={leave.isPending}
          failure={leave.isError ? errorMessage(leave.error, GROUP_FEEDBACK.leaveFailed) : null}
          onConfirm={leaveGroup}
          onCancel={() => {
            leave.reset()
            setConfirmingLeave(false)
          }}
        >
          {group.name} is private: to come back, a member will have to invite you again.
        </ConfirmDialog>
      )}
    </section>
  )
}
