import type { NotificationKind } from '@platewise/core'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  groups,
  notificationEvents,
  notificationMutes,
  notifications,
  posts,
  users,
} from '../../db/schema'
import { recipientSees } from './notification-writes'

// Reading a person's lines: only lines with an event left, about something
// they may still see (a private group they left hides its posts' lines).

export interface NotificationActorRow {
  id: number
  username: string
  first_name: string
  last_name: string
  profile_picture: string | null
}

export interface NotificationRow {
  id: number
  kind: NotificationKind
  postId: number | null
  postContent: string | null
  groupId: number | null
  groupName: string | null
  createdAt: Date
  read: boolean
  actorCount: number
  actors: NotificationActorRow[]
}

const shown = (recipientId: number) => sql`
  n.recipient_id = ${recipientId}
  and exists (select 1 from ${notificationEvents} e where e.notification_id = n.id)
  and ${recipientSees(sql`${recipientId}::int`, sql`n.post_id`, sql`n.group_id`)}`

async function selectLines(db: Database, where: SQL, order: 'asc' | 'desc', limit: number) {
  const rows = rowsOf<{
    id: number
    kind: NotificationKind
    post_id: number | null
    content: string | null
    group_id: number | null
    group_name: string | null
    created_at: string | Date
    read: boolean
    actor_count: number | string
    actors: NotificationActorRow[] | string
  }>(
    await db.execute(sql`
    select n.id, n.kind, n.post_id, p.content, coalesce(n.group_id, p.group_id) as group_id,
      g.name as group_name, n.created_at, n.read_at is not null as read,
      (select count(distinct e.actor_id) from ${notificationEvents} e where e.notification_id = n.id) as actor_count,
      (select coalesce(json_agg(json_build_object(
          'id', u.id, 'username', u.username, 'first_name', u.first_name,
          'last_name', u.last_name, 'profile_picture', u.profile_picture) order by a.latest desc), '[]')
        from (select e.actor_id, max(e.id) as latest from ${notificationEvents} e
              where e.notification_id = n.id group by e.actor_id order by latest desc limit 2) a
        join ${users} u on u.id = a.actor_id) as actors
    from ${notifications} n
    left join ${posts} p on p.id = n.post_id
    left join ${groups} g on g.id = coalesce(n.group_id, p.group_id)
    where ${where}
    order by n.id ${sql.raw(order)}
    limit ${limit}`),
  )
  return rows.map((row): NotificationRow => ({
    id: Number(row.id),
    kind: row.kind,
    postId: row.post_id === null ? null : Number(row.post_id),
    postContent: row.content,
    groupId: row.group_id === null ? null : Number(row.group_id),
    groupName: row.group_name,
    createdAt: new Date(row.created_at),
    read: row.read,
    actorCount: Number(row.actor_count),
    actors: typeof row.actors === 'string' ? JSON.parse(row.actors) : row.actors,
  }))
}

/** A page of the person's lines, newest first, below `before` (notifications_recipient_id_idx). */
export function notificationPage(
  db: Database,
  recipientId: number,
  page: { limit: number; before?: number },
) {
  const below = page.before === undefined ? sql`true` : sql`n.id < ${page.before}`
  return selectLines(db, sql`${shown(recipientId)} and ${below}`, 'desc', page.limit)
}

/** The person's lines after `afterId`, oldest first: what a stream has not sent yet. */
export function notificationsAfter(
  db: Database,
  recipientId: number,
  afterId: number,
  limit: number,
) {
  return selectLines(db, sql`${shown(recipientId)} and n.id > ${afterId}`, 'asc', limit)
}

/** The person's highest line id, where a new stream starts. */
export async function latestNotificationId(db: Database, recipientId: number) {
  const [row] = await db
    .select({ id: sql<number | null>`max(${notifications.id})` })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
  return Number(row?.id ?? 0)
}

/** How many unread lines the person has (notifications_unread_target_idx). */
export async function unreadCount(db: Database, recipientId: number) {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
    select count(*) as n from ${notifications} n where n.read_at is null and ${shown(recipientId)}`),
  )
  return Number(rows[0]?.n ?? 0)
}

/** Marks the person's lines up to and including `upToId` read. */
export async function markRead(db: Database, recipientId: number, upToId: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        sql`${notifications.id} <= ${upToId}`,
        sql`${notifications.readAt} is null`,
      ),
    )
}

export async function mutedKinds(db: Database, userId: number): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationMutes.kind })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId))
  return rows.map((row) => row.kind).sort()
}

/** Replaces the person's muted kinds with `kinds`. */
export function setMutedKinds(db: Database, userId: number, kinds: NotificationKind[]) {
  return db.transaction(async (tx) => {
    await tx.delete(notificationMutes).where(eq(notificationMutes.userId, userId))
    if (kinds.length > 0) {
      await tx.insert(notificationMutes).values(kinds.map((kind) => ({ userId, kind })))
    }
  })
}
