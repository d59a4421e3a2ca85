import { queryOptions } from '@tanstack/react-query'
import { groupsApi } from './groups-api'
import { groupKeys } from '../../lib/groups/group-keys'

/** One definition per cached answer about groups (decision 008). */
export const groupQueries = {
  /** The groups the viewer can see: their own first, then public ones, newest first */
  list: (userId: number) =>
    queryOptions({
      queryKey: groupKeys.list(userId),
      queryFn: ({ signal }) => groupsApi.list(signal).then((answer) => answer.groups),
    }),

  /** A group with its stats and top streaks; a 403 (private) or 404 is an answer, not retried */
  detail: (userId: number, groupId: number) =>
    queryOptions({
      queryKey: groupKeys.detail(userId, groupId),
      queryFn: ({ signal }) => groupsApi.get(groupId, signal),
    }),

  /** The Invite Friends modal's people: asked for each time it opens */
  invitations: (userId: number, groupId: number) =>
    queryOptions({
      queryKey: groupKeys.invitations(userId, groupId),
      queryFn: ({ signal }) => groupsApi.inviteCandidates(groupId, signal),
      staleTime: 0,
    }),
}
