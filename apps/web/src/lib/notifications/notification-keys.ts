/**
 * Query keys of the signed-in person's notifications, filed under them
 * (decision 008), so a sign-out forgets them with the rest of the cache.
 */
export const notificationKeys = {
  all: (userId: number) => ['user', userId, 'notifications'] as const,
  list: (userId: number) => [...notificationKeys.all(userId), 'list'] as const,
  unread: (userId: number) => [...notificationKeys.all(userId), 'unread'] as const,
  settings: (userId: number) => [...notificationKeys.all(userId), 'settings'] as const,
}
