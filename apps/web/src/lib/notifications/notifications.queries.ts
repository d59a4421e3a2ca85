import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { notificationKeys } from './notification-keys'
import { notificationsApi } from './notifications-api'

/** One definition per cached answer about notifications (decision 008). */
export const notificationQueries = {
  /** The list, a page at a time by `next_cursor` */
  list: (userId: number) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(userId),
      queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
  /** The bell's count; the stream keeps it current */
  unread: (userId: number) =>
    queryOptions({
      queryKey: notificationKeys.unread(userId),
      queryFn: ({ signal }) => notificationsApi.unread(signal),
    }),
  settings: (userId: number) =>
    queryOptions({
      queryKey: notificationKeys.settings(userId),
      queryFn: ({ signal }) => notificationsApi.settings(signal),
    }),
}
