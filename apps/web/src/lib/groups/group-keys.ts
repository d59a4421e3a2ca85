/**
 * Query keys of everything about groups, filed under the viewer (decision
 * 008): the list, each group and its Invite Friends list. A membership change
 * is written into the cached answers under `groupKeys.all(userId)` (see
 * features/groups/group-cache.ts), so every screen follows. A group's posts
 * are posts (decision 034), under `postKeys.group`; a new or removed one asks
 * for the group again, for its count, which is why these keys are shared.
 */
export const groupKeys = {
  all: (userId: number) => ['user', userId, 'groups'] as const,
  /** The Groups page's grid; the feed's panel shows its first few */
  list: (userId: number) => [...groupKeys.all(userId), 'list'] as const,
  /** One group with its stats and top streaks */
  detail: (userId: number, groupId: number) =>
    [...groupKeys.all(userId), 'detail', groupId] as const,
  /** The people the viewer follows, as the Invite Friends modal lists them */
  invitations: (userId: number, groupId: number) =>
    [...groupKeys.detail(userId, groupId), 'invitations'] as const,
}
