import { z } from 'zod'
import { idSchema } from '../api/params'
import { postAuthorSchema } from '../social/post-schema'
import { NOTIFICATION_KINDS } from './notification-kinds'

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
})

/**
 * One line of the list: everyone who did the same thing to the same post (or
 * group, or to the person) while it was unread, collapsed into one.
 */
export const notificationSchema = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  /** The latest two people, the latest first */
  actors: z.array(postAuthorSchema),
  /** Everyone who did it, the two named included */
  actor_count: z.number(),
  /** 'Maya and 3 others liked your post' (core's notificationText) */
  text: z.string(),
  /** The post it is about, and its first words */
  post: z.object({ id: z.number(), snippet: z.string() }).nullable(),
  group: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** When the latest of them did it */
  created_at: z.string(),
  read: z.boolean(),
})
export type Notification = z.output<typeof notificationSchema>

export const NOTIFICATION_PAGE_SIZE = 20

/** ?limit&before: newest first by id; the cursor is the last id shown. */
export const notificationPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(50, { error: 'limit must be at most 50' })
    .default(NOTIFICATION_PAGE_SIZE),
  before: idSchema('before must be a notification id').optional(),
})

export const unreadCountSchema = z.object({ unread_count: z.number() })
export type UnreadCount = z.output<typeof unreadCountSchema>

export const notificationPageSchema = unreadCountSchema.extend({
  notifications: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
})
export type NotificationPage = z.output<typeof notificationPageSchema>

/** Marks every notification up to and including this id read (Mark all as read). */
export const markReadSchema = z.object({
  up_to_id: z
    .number({ error: 'up_to_id must be a notification id' })
    .int({ error: 'up_to_id must be a notification id' })
    .min(1, { error: 'up_to_id must be a notification id' })
    .max(2_147_483_647, { error: 'up_to_id must be a notification id' }),
})
export type MarkRead = z.output<typeof markReadSchema>

/** The kinds a person muted: nothing of these is written for them. */
export const notificationSettingsSchema = z.object({
  muted: z
    .array(notificationKindSchema)
    .max(NOTIFICATION_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, {
      error: 'Each kind may be muted once.',
    }),
})
export type NotificationSettings = z.output<typeof notificationSettingsSchema>

/**
 * What the stream sends (GET /api/notifications/stream, text/event-stream):
 * `notification` events carry a line new or changed since the last, with the
 * line's id as the event's id; `unread` events the count after any change,
 * a withdrawal included.
 */
export const notificationStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('notification'), data: notificationSchema }),
  z.object({ event: z.literal('unread'), data: unreadCountSchema }),
])
export type NotificationStreamEvent = z.output<typeof notificationStreamEventSchema>
