import type { MarkRead, NotificationPage, NotificationSettings, UnreadCount } from '@platewise/core'
import type { Database } from '../../db/client'
import { presentNotification } from './notification.presenter'
import { publishNotifications } from './notification-bus'
import {
  markRead,
  mutedKinds,
  notificationPage,
  notificationsAfter,
  setMutedKinds,
  unreadCount,
} from './notifications.queries'

/** A person's own notifications: nobody reads or changes another's. */
export function createNotificationsService(db: Database) {
  return {
    // One row more than asked tells whether there is a next page.
    async list(userId: number, { limit, before }: { limit: number; before?: number }) {
      const [rows, unread] = await Promise.all([
        notificationPage(db, userId, { limit: limit + 1, before }),
        unreadCount(db, userId),
      ])
      const page = rows.slice(0, limit)
      return {
        notifications: page.map(presentNotification),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
        unread_count: unread,
      } satisfies NotificationPage
    },

    async unread(userId: number): Promise<UnreadCount> {
      return { unread_count: await unreadCount(db, userId) }
    },

    /** Marks read up to the id; the person's other streams hear the new count. */
    async markRead(userId: number, { up_to_id }: MarkRead): Promise<UnreadCount> {
      await markRead(db, userId, up_to_id)
      publishNotifications(db, [userId])
      return { unread_count: await unreadCount(db, userId) }
    },

    async settings(userId: number): Promise<NotificationSettings> {
      return { muted: await mutedKinds(db, userId) }
    },

    async saveSettings(userId: number, { muted }: NotificationSettings) {
      await setMutedKinds(db, userId, muted)
      return { muted: await mutedKinds(db, userId) } satisfies NotificationSettings
    },

    /** What a stream has not sent yet, oldest first, in the API's shape. */
    async after(userId: number, afterId: number, limit: number) {
      return (await notificationsAfter(db, userId, afterId, limit)).map(presentNotification)
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
