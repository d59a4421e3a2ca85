import type { InviteCandidate } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { postKeys } from '../../lib/posts/post-keys'
import { applyDecline, applyGroupEverywhere, applyLeave } from './group-cache'
import { groupsApi } from './groups-api'
import { groupKeys } from '../../lib/groups/group-keys'

// Every change here shows once the server has answered, with what it
// answered (as follows do, §4), and is written into every cached place.

/** Create Group: the new group leads the grid. */
export function useCreateGroup() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: groupsApi.create,
    onSuccess: (group) => applyGroupEverywhere(queryClient, userId, group),
  })
}

/** Join a public group, or a private one the viewer was invited to. */
export function useJoinGroup(groupId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: () => groupsApi.join(groupId),
    onSuccess: (group) => {
      applyGroupEverywhere(queryClient, userId, group)
      // a private group's posts open to its new member; likes become theirs to give
      void queryClient.invalidateQueries({ queryKey: postKeys.group(userId, groupId) })
    },
    onError: (error) => console.warn('Joining the group failed', error),
  })
}

export function useLeaveGroup(groupId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: () => groupsApi.leave(groupId),
    onSuccess: () => applyLeave(queryClient, userId, groupId),
    onError: (error) => console.warn('Leaving the group failed', error),
  })
}

/**
 * Decline an invitation: a private group leaves the viewer's screens, a public
 * one stays. `onDeclined` runs here rather than in mutate's callbacks, which
 * do not run once the card that asked is gone with its group.
 */
export function useDeclineInvitation(groupId: number, onDeclined?: () => void) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: () => groupsApi.decline(groupId),
    onSuccess: () => {
      onDeclined?.()
      applyDecline(queryClient, userId, groupId)
    },
    onError: (error) => console.warn('Declining the invitation failed', error),
  })
}

/** Invite someone the viewer follows; their row reads what the server answered. */
export function useInvite(groupId: number) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: (personId: number) => groupsApi.invite(groupId, personId),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        groupKeys.invitations(userId, groupId),
        (people: InviteCandidate[] | undefined) =>
          people?.map((person) => (person.id === answer.id ? answer : person)),
      ),
    onError: (error) => console.warn('The invitation was not sent', error),
  })
}
