import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import { useRef } from 'react'
import { errorMessage } from '../../lib/api-error'
import { notificationKeys } from '../../lib/notifications/notification-keys'
import { notificationQueries } from '../../lib/notifications/notifications.queries'
import { notificationsApi } from '../../lib/notifications/notifications-api'
import { useNow } from '../../lib/posts/post-time'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { LoadMoreButton } from '../../ui/load-more-button'
import { RetryAlert } from '../../ui/retry-alert'
import { Spinner } from '../../ui/spinner'
import { NotificationLine } from './notification-line'

/** The list under the bell: newest first, unread marked, Mark all as read, Load more. */
export function NotificationPanel({
  userId,
  headingId,
  onFollow,
}: {
  userId: number
  headingId: string
  onFollow(): void
}) {
  const queryClient = useQueryClient()
  const pages = useInfiniteQuery(notificationQueries.list(userId))
  const now = useNow()
  const lines = pages.data?.pages.flatMap((page) => page.notifications) ?? []
  const unread = pages.data?.pages[0]?.unread_count ?? 0
  const headingRef = useRef<HTMLHeadingElement>(null)
  const markAll = useMutation({
    mutationFn: (upToId: number) => notificationsApi.markRead(upToId),
    onSuccess: (answer) => {
      // the button goes once all is read: focus stays in the panel, on its title
      headingRef.current?.focus()
      queryClient.setQueryData(notificationKeys.unread(userId), answer)
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) })
    },
  })

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-7rem))] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-base font-semibold text-stone-900 outline-none"
        >
          Notifications
        </h2>
        {lines.length > 0 && unread > 0 && (
          <Button
            variant="ghost"
            className="!px-2.5 !py-1.5"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(lines[0]!.id)}
          >
            Mark all as read
          </Button>
        )}
      </div>
      <div className="overflow-y-auto p-2">
        {markAll.isError && (
          <Alert tone="error">
            {errorMessage(markAll.error, 'Your notifications could not be marked read.')}
          </Alert>
        )}
        {pages.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner className="size-5" />
          </div>
        ) : pages.isError ? (
          <RetryAlert
            message="Your notifications could not be loaded."
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <BellOff className="size-6 text-stone-400" aria-hidden />
            <p className="text-sm font-semibold text-stone-800">No notifications yet</p>
            <p className="text-sm text-stone-600">
              Likes, comments, new followers and group news show up here.
            </p>
          </div>
        ) : (
          <>
            <ul className="space-y-1">
              {lines.map((line) => (
                <NotificationLine
                  key={line.id}
                  line={line}
                  viewerId={userId}
                  now={now}
                  onFollow={onFollow}
                />
              ))}
            </ul>
            {pages.hasNextPage && (
              <div className="mt-2 flex justify-center">
                <LoadMoreButton pages={pages} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}
