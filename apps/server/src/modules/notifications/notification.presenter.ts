import { notificationText, postSnippet, type Notification } from '@platewise/core'
import type { NotificationRow } from './notifications.queries'

/** One line as the API answers it: its people collapsed into words by core's rule. */
export function presentNotification(row: NotificationRow): Notification {
  const names = row.actors.map((actor) => actor.first_name)
  const isAboutGroup = row.kind === 'group_invite' || row.kind === 'group_join'
  return {
    id: row.id,
    kind: row.kind,
    actors: row.actors,
    actor_count: row.actorCount,
    text: notificationText(row.kind, { names, count: row.actorCount }, row.groupName),
    post:
      row.postId !== null && row.postContent !== null
        ? { id: row.postId, snippet: postSnippet(row.postContent) }
        : null,
    group:
      isAboutGroup && row.groupId !== null && row.groupName !== null
        ? { id: row.groupId, name: row.groupName }
        : null,
    created_at: row.createdAt.toISOString(),
    read: row.read,
  }
}
