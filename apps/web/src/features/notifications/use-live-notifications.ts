import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationKeys } from '../../lib/notifications/notification-keys'
import { openNotificationStream } from '../../lib/notifications/notification-stream'

/**
 * Keeps the signed-in person's notifications live while the header is shown:
 * the stream's count goes straight to the bell, and a new or changed line
 * marks the list stale (fetched again at once when it is open). The stream
 * closes when the header goes, and at sign-out with every other.
 */
export function useLiveNotifications(userId: number) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      openNotificationStream({
        onUnread: (count) =>
          queryClient.setQueryData(notificationKeys.unread(userId), { unread_count: count }),
        onNotification: () =>
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
      }),
    [queryClient, userId],
  )
}
