import type { GroupSummary } from '@platewise/core'
import { Check, UserPlus } from 'lucide-react'
import { useNavigate } from 'react-router'
import { CallButton } from '../../ui/call-button'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { groupPath } from '../../lib/group-path'
import { useJoinGroup } from './use-group-mutations'

const base =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full text-xs font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&_svg]:size-3.5'
const widths = { md: 'min-w-[5.5rem] px-3 py-1.5', sm: 'px-2.5 py-1' }
const looks = {
  join: 'bg-brand-700 text-white shadow-sm hover:bg-brand-900 aria-disabled:cursor-wait',
  member: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 hover:text-brand-700',
}
export const joinClasses = `${base} ${widths.md} ${looks.join}`

/** Whether the viewer may join: a public group, or a private one they were invited to. */
export const canJoin = (group: Pick<GroupSummary, 'is_member' | 'is_private' | 'viewer'>) =>
  !group.is_member && (!group.is_private || group.viewer === 'invited')

/**
 * Join / Member on a group's card or row (§2). Join joins, and reads Member
 * once the server has answered; Member opens the group, as the spec's
 * Discover rows have View Group and Member call one handler. One button
 * throughout, so the keyboard's focus stays on it. Nothing shows for a private
 * group the viewer was not invited to.
 */
export function GroupJoinButton({
  group,
  joinable = true,
  joinLabel = 'Join',
  describedBy,
  onNavigate,
  size = 'md',
}: {
  group: Pick<GroupSummary, 'id' | 'is_member'>
  /** false for a private group the viewer was not invited to (see `canJoin`) */
  joinable?: boolean
  /** The header search's rows read 'Join Group' (§2) */
  joinLabel?: string
  /** The id of the group's name, so the button is announced with which group it joins */
  describedBy?: string
  /** Member was pressed and the group opens (a modal closes) */
  onNavigate?(): void
  size?: keyof typeof widths
}) {
  const join = useJoinGroup(group.id)
  const navigate = useNavigate()
  if (!group.is_member && !joinable) return null

  return (
    <CallButton
      busy={join.isPending}
      onCall={() => {
        if (!group.is_member) return join.mutate()
        onNavigate?.()
        void navigate(groupPath(group.id))
      }}
      icon={group.is_member ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      failure={join.isError ? errorMessage(join.error, GROUP_FEEDBACK.joinFailed) : null}
      describedBy={describedBy}
      className={`${base} ${widths[size]} ${group.is_member ? looks.member : looks.join}`}
    >
      {group.is_member ? 'Member' : joinLabel}
    </CallButton>
  )
}
