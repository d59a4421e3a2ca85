/**
 * What a person is told about (issue 27): someone liked their post, commented
 * on it, commented on a post they had commented on (a reply in its thread),
 * followed them, invited them to a group, or joined a group they created.
 */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'reply',
  'follow',
  'group_invite',
  'group_join',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Each kind's name on the Settings page, where a person mutes it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  like: 'Likes on your posts',
  comment: 'Comments on your posts',
  reply: 'Replies in threads you commented in',
  follow: 'New followers',
  group_invite: 'Group invitations',
  group_join: 'People joining your groups',
}

/** The kinds about a post; the others are about a person or a group. */
export const POST_NOTIFICATION_KINDS = ['like', 'comment', 'reply'] as const
