import type { GroupDetail, GroupSummary, SearchGroup } from '@platewise/core'
import type { QueryClient } from '@tanstack/react-query'
import { peopleKeys } from '../../lib/people/people-keys'
import { postKeys } from '../../lib/posts/post-keys'
import { updateEverywhere } from '../../lib/update-everywhere'
import { groupKeys } from '../../lib/groups/group-keys'

// One group shows in several cached answers at once: the Groups grid (and the
// feed's panel, which reads it), its own page, and the header's and Discover's
// search results. What the server answered is written into all of them, so
// every screen agrees without asking again.

/** The card's fields of a group, as the grid holds it. */
const summaryOf = ({ top_streaks: _, ...summary }: GroupDetail): GroupSummary => summary

/** Changes the cached copies of group `groupId` in the grid and on its page. */
function updateGroup(
  queryClient: QueryClient,
  userId: number,
  groupId: number,
  change: (group: GroupSummary) => GroupSummary,
) {
  queryClient.setQueryData(groupKeys.list(userId), (groups: GroupSummary[] | undefined) =>
    groups?.map((group) => (group.id === groupId ? change(group) : group)),
  )
  queryClient.setQueryData(groupKeys.detail(userId, groupId), (group: GroupDetail | undefined) =>
    group ? { ...group, ...change(group) } : group,
  )
}

const isSearchGroup = (value: object): value is SearchGroup =>
  'members_count' in value && 'is_member' in value && 'name' in value

/** A group's membership, as the server answered it, in every cached search. */
function applyMembership(queryClient: QueryClient, userId: number, group: GroupSummary) {
  updateEverywhere(queryClient, peopleKeys.all(userId), isSearchGroup, (shown) =>
    shown.id === group.id
      ? { ...shown, is_member: group.is_member, members_count: group.members_count }
      : shown,
  )
}

/**
 * A group as the server answered it (a join, a new group): its page, its card
 * in the grid (a new one first, where the viewer's own groups are) and its
 * membership in every cached search.
 */
export function applyGroupEverywhere(queryClient: QueryClient, userId: number, group: GroupDetail) {
  queryClient.setQueryData(groupKeys.detail(userId, group.id), group)
  queryClient.setQueryData(groupKeys.list(userId), (groups: GroupSummary[] | undefined) => {
    if (!groups) return groups
    const summary = summaryOf(group)
    return groups.some((shown) => shown.id === group.id)
      ? groups.map((shown) => (shown.id === group.id ? summary : shown))
      : [summary, ...groups]
  })
  applyMembership(queryClient, userId, summaryOf(group))
}

/**
 * The viewer left group `groupId`: one member fewer, without them in the
 * avatar stack. A public group's page and the grid are asked again, for the
 * best streak and top streaks the server works out. A private group is closed
 * to them now: it leaves the grid, and its page is only marked stale, to
 * answer 403 the next time it opens.
 */
export function applyLeave(queryClient: QueryClient, userId: number, groupId: number) {
  let left: GroupSummary | undefined
  updateGroup(queryClient, userId, groupId, (group) => {
    left = {
      ...group,
      viewer: 'none',
      is_member: false,
      members_count: Math.max(0, group.members_count - 1),
      members_preview: group.members_preview.filter((member) => member.id !== userId),
    }
    return left
  })
  queryClient.setQueryData(groupKeys.detail(userId, groupId), (group: GroupDetail | undefined) =>
    group
      ? { ...group, top_streaks: group.top_streaks.filter((member) => member.id !== userId) }
      : group,
  )
  if (left) applyMembership(queryClient, userId, left)
  if (left?.is_private) {
    queryClient.setQueryData(groupKeys.list(userId), (groups: GroupSummary[] | undefined) =>
      groups?.filter((group) => group.id !== groupId),
    )
    // its posts are its members' (decision 034): theirs to read no more
    queryClient.removeQueries({ queryKey: postKeys.group(userId, groupId) })
    void queryClient.invalidateQueries({
      queryKey: groupKeys.detail(userId, groupId),
      refetchType: 'none',
    })
    return
  }
  void queryClient.invalidateQueries({ queryKey: groupKeys.list(userId) })
  void queryClient.invalidateQueries({ queryKey: groupKeys.detail(userId, groupId), exact: true })
}

/**
 * The viewer declined their invitation to `groupId`. A private group closes to
 * them: it leaves the grid, and its page is only marked stale, to answer 403
 * the next time it opens. A public group stays where it is, no longer
 * 'invited', so Join still works.
 */
export function applyDecline(queryClient: QueryClient, userId: number, groupId: number) {
  let isPrivate = false
  updateGroup(queryClient, userId, groupId, (group) => {
    isPrivate = group.is_private
    return { ...group, viewer: 'none' }
  })
  if (!isPrivate) return
  queryClient.setQueryData(groupKeys.list(userId), (groups: GroupSummary[] | undefined) =>
    groups?.filter((group) => group.id !== groupId),
  )
  void queryClient.invalidateQueries({
    queryKey: groupKeys.detail(userId, groupId),
    refetchType: 'none',
  })
}
