import { notificationRoutes, type NotificationKind } from '@platewise/core'
import { callApi } from '../api-client'

/** The signed-in person's notification calls (issue 27). */
export const notificationsApi = {
  /** A page, newest first, below `before` (the last page's next_cursor) */
  list: (before: string | undefined, signal?: AbortSignal) =>
    callApi(notificationRoutes.list, { query: { before } }, { signal }),
  unread: (signal?: AbortSignal) => callApi(notificationRoutes.unread, {}, { signal }),
  markRead: (upToId: number) => callApi(notificationRoutes.read, { body: { up_to_id: upToId } }),
  settings: (signal?: AbortSignal) => callApi(notificationRoutes.settings, {}, { signal }),
  saveSettings: (muted: NotificationKind[]) =>
    callApi(notificationRoutes.saveSettings, { body: { muted } }),
}
