/**
 * Query keys of everything about groups, filed under the viewer (decision
 * 008): the list, each group, its posts and its Invite Friends list. A
 * membership change or a new post is written into the cached answers under
 * `groupKeys.all(userId)` (see group-cache.ts), so every screen follows.
 */
export const groupKeys = {
  all: (userId: number) => ['user', userId, 'groups'] as const,
  /** The Groups page's grid; the feed's panel shows its first few */
  list: (userId: number) => [...groupKeys.all(userId), 'list'] as const,
  /** One group with its stats and top streaks */
  detail: (userId: number, groupId: number) =>
    [...groupKeys.all(userId), 'detail', groupId] as const,
  posts: (userId: number, groupId: number) =>
    [...groupKeys.detail(userId, groupId), 'posts'] as const,
  /** The people the viewer follows, as the Invite Friends modal lists them */
  invitations: (userId: number, groupId: number) =>
    [...groupKeys.detail(userId, groupId), 'invitations'] as const,
}
