import type { NotificationKind } from './notification-kinds'

/** The people behind one line: the latest two names, and how many acted in all. */
export interface NotificationActors {
  /** First names, the latest first; at most two are needed */
  names: readonly string[]
  /** Everyone who acted, the named included */
  count: number
}

/**
 * Who did it, collapsed the way people expect: 'Maya', 'Maya and Daniel',
 * 'Maya and 1 other' cannot happen (two people are named), 'Maya and 3 others'.
 */
export function actorsPhrase({ names, count }: NotificationActors): string {
  const [first = 'Someone', second] = names
  if (count <= 1) return first
  if (count === 2 && second) return `${first} and ${second}`
  const others = count - 1
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`
}

/** What they did, after their names. A group's name is given for the group kinds. */
function actionPhrase(kind: NotificationKind, groupName: string | null): string {
  const group = groupName ?? 'a group'
  switch (kind) {
    case 'like':
      return 'liked your post'
    case 'comment':
      return 'commented on your post'
    case 'reply':
      return 'replied in a thread you commented in'
    case 'follow':
      return 'started following you'
    case 'group_invite':
      return `invited you to ${group}`
    case 'group_join':
      return `joined ${group}`
  }
}

/** One notification's line: 'Maya and 3 others liked your post'. */
export function notificationText(
  kind: NotificationKind,
  actors: NotificationActors,
  groupName: string | null = null,
): string {
  return `${actorsPhrase(actors)} ${actionPhrase(kind, groupName)}`
}

/** At most this many characters of a post are quoted under its notification. */
export const NOTIFICATION_SNIPPET_LENGTH = 80

/** The start of a post, on one line, cut at a word with '…' when it is longer. */
export function postSnippet(content: string, length = NOTIFICATION_SNIPPET_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length - 1)
  // the cut ends a word when a space follows it; otherwise back to the last space
  const endsWord = flat[length - 1] === ' '
  const lastSpace = cut.lastIndexOf(' ')
  const kept = endsWord || lastSpace <= length / 2 ? cut : cut.slice(0, lastSpace)
  return `${kept.trimEnd()}…`
}
