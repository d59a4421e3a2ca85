import type { PostAuthor } from '@platewise/core'
import { UserCheck, UserMinus, UserPlus } from 'lucide-react'
import { useUserId } from '../../lib/auth-context'
import { CallButton } from '../../ui/call-button'
import { useFollow } from './use-follow'

export const FOLLOW_FEEDBACK = {
  followFailed: 'Could not follow. Please try again.',
  unfollowFailed: 'Could not unfollow. Please try again.',
} as const

// wide enough for 'Following' and 'Unfollow', so the row does not shift on hover
const sizes = {
  sm: 'min-w-[6.5rem] gap-1.5 px-3 py-1.5 text-xs [&_svg]:size-3.5',
  md: 'min-w-[8.5rem] gap-2 px-4 py-2.5 text-sm [&_svg]:size-4',
}

/**
 * Follow / Following (§2), a toggle button: pressed while the viewer follows
 * the person, and pressing Following unfollows. On hover and keyboard focus
 * Following reads 'Unfollow' on screen, as many apps do; screen readers keep
 * 'Following' and the pressed state, so the name never says the opposite of
 * the state. The state changes when the server has answered (§4). Nothing is
 * offered for the viewer themselves.
 */
export function FollowButton({
  person,
  following,
  followLabel = 'Follow',
  describedBy,
  size = 'sm',
}: {
  person: Pick<PostAuthor, 'id'>
  following: boolean
  /** The header search's rows read 'Add Friend' (§2) */
  followLabel?: string
  /** The id of the person's name, so the button is announced with whom it follows */
  describedBy?: string
  size?: keyof typeof sizes
}) {
  const userId = useUserId()
  const follow = useFollow(person)
  if (person.id === userId) return null

  // the failure shown is the last attempt's: following failed if it tried to follow
  const failure = follow.isError
    ? follow.variables
      ? FOLLOW_FEEDBACK.unfollowFailed
      : FOLLOW_FEEDBACK.followFailed
    : null

  return (
    <CallButton
      busy={follow.isPending}
      onCall={() => follow.mutate(following)}
      icon={
        following ? (
          <>
            <UserCheck className="group-hover:hidden group-focus-visible:hidden" aria-hidden />
            <UserMinus className="hidden group-hover:block group-focus-visible:block" aria-hidden />
          </>
        ) : (
          <UserPlus aria-hidden />
        )
      }
      failure={failure}
      failureClassName=""
      pressed={following}
      describedBy={describedBy}
      className={`group inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait ${sizes[size]} ${
        following
          ? 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-red-50 hover:text-red-700 hover:ring-red-200 focus-visible:bg-red-50 focus-visible:text-red-700 focus-visible:ring-red-200'
          : 'bg-brand-700 text-white shadow-sm hover:bg-brand-900'
      }`}
    >
      {following ? (
        <>
          <span className="group-hover:sr-only group-focus-visible:sr-only">Following</span>
          <span aria-hidden className="hidden group-hover:inline group-focus-visible:inline">
            Unfollow
          </span>
        </>
      ) : (
        followLabel
      )}
    </CallButton>
  )
}
