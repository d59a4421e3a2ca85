import { X } from 'lucide-react'
import { CallButton } from '../../ui/call-button'
import { errorMessage } from '../../lib/api-error'
import { GROUP_FEEDBACK } from './groups-api'
import { useDeclineInvitation } from './use-group-mutations'

const classes =
  'inline-flex min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-stone-700 ring-1 ring-stone-300 transition-colors hover:bg-stone-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait [&_svg]:size-3.5'

/**
 * Decline, beside Join on the card of a group the viewer was invited to
 * (issue 24): the invitation goes, and its sender cannot invite them again for
 * a while. `onDeclined` follows the server's answer; the card may be gone then.
 */
export function DeclineButton({
  groupId,
  describedBy,
  onDeclined,
}: {
  groupId: number
  /** The id of the group's name, so the button says which invitation it declines */
  describedBy?: string
  onDeclined?(): void
}) {
  const decline = useDeclineInvitation(groupId, onDeclined)
  return (
    <CallButton
      busy={decline.isPending}
      onCall={() => decline.mutate()}
      icon={<X aria-hidden />}
      failure={decline.isError ? errorMessage(decline.error, GROUP_FEEDBACK.declineFailed) : null}
      describedBy={describedBy}
      className={classes}
    >
      Decline
    </CallButton>
  )
}
