import { defineRoute } from '../api/route-contract'
import {
  markReadSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  notificationStreamEventSchema,
  unreadCountSchema,
} from './notification-schema'

const notifications = { tag: 'notifications', auth: true } as const

/** The signed-in person's notifications (issue 27); nobody reads another's. */
export const notificationRoutes = {
  list: defineRoute({
    ...notifications,
    method: 'GET',
    path: '/api/notifications',
    summary: 'Your notifications, newest first, in pages by id, with how many are unread',
    query: notificationPageQuerySchema,
    responses: { 200: notificationPageSchema },
  }),
  unread: defineRoute({
    ...notifications,
    method: 'GET',
    path: '/api/notifications/unread',
    summary: 'How many of your notifications are unread (the bell)',
    responses: { 200: unreadCountSchema },
  }),
  read: defineRoute({
    ...notifications,
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark your notifications up to and including up_to_id read',
    body: markReadSchema,
    responses: { 200: unreadCountSchema },
  }),
  settings: defineRoute({
    ...notifications,
    method: 'GET',
    path: '/api/notifications/settings',
    summary: 'The kinds of notification you muted',
    responses: { 200: notificationSettingsSchema },
  }),
  saveSettings: defineRoute({
    ...notifications,
    method: 'PUT',
    path: '/api/notifications/settings',
    summary: 'Mute these kinds of notification (and no others)',
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsSchema },
  }),
  stream: defineRoute({
    ...notifications,
    method: 'GET',
    path: '/api/notifications/stream',
    summary:
      'Server-Sent Events (text/event-stream) of your notifications as they come; the bearer token in the Authorization header, Last-Event-ID to resume. Each event is one of these.',
    responses: { 200: notificationStreamEventSchema },
  }),
}
