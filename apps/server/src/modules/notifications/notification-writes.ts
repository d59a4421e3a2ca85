import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  groupInvitations,
  groupMembers,
  groups,
  notificationEvents,
  notificationMutes,
  notifications,
  posts,
} from '../../db/schema'

// Notifications are written and withdrawn inside the transaction of the action
// they are about (decision 041), so a like and its notification commit or fail
// together. Each function answers the people whose notifications changed; the
// caller tells their streams after the commit (notification-bus.ts).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export type NotificationTarget =
  | { kind: 'like' | 'comment' | 'reply'; postId: number }
  | { kind: 'group_invite' | 'group_join'; groupId: number }
  | { kind: 'follow' }

const postIdOf = (target: NotificationTarget) => ('postId' in target ? target.postId : null)
const groupIdOf = (target: NotificationTarget) => ('groupId' in target ? target.groupId : null)

/**
 * Whether `recipient` (a user id column or value) may see what the line is
 * about: a post without a group or in a public group, or a private group's
 * post to its members (decision 034); a group that is public, or private to
 * its members and the invited (decision 013). A follow is about the person.
 */
export function recipientSees(
  recipient: SQL,
  postId: SQL | number | null,
  groupId: SQL | number | null,
): SQL {
  const member = (group: SQL) =>
    sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${recipient})`
  const invited = (group: SQL) =>
    sql`exists (select 1 from ${groupInvitations} where ${groupInvitations.groupId} = ${group} and ${groupInvitations.userId} = ${recipient})`
  return sql`(
    (${postId}::int is null or exists (
      select 1 from ${posts} left join ${groups} on ${groups.id} = ${posts.groupId}
      where ${posts.id} = ${postId}
        and (${posts.groupId} is null or not ${groups.isPrivate} or ${member(sql`${posts.groupId}`)})))
    and (${groupId}::int is null or exists (
      select 1 from ${groups} where ${groups.id} = ${groupId}
        and (not ${groups.isPrivate} or ${member(sql`${groups.id}`)} or ${invited(sql`${groups.id}`)}))))`
}

/**
 * Tells each of `recipients` (a query of user ids) that `actorId` did it: the
 * event joins the recipient's unread line about the same target, which moves
 * to the top with a new id, or starts a new line. Nobody hears of their own
 * action, of a kind they muted, or of something they may not see.
 */
export async function notify(
  tx: Tx,
  target: NotificationTarget,
  actorId: number,
  recipients: SQL,
  commentId: number | null = null,
): Promise<number[]> {
  const postId = postIdOf(target)
  const groupId = groupIdOf(target)
  const rows = rowsOf<{ recipient_id: number }>(
    await tx.execute(sql`
    with recipients as (
      select distinct r.id from (${recipients}) as r(id)
      where r.id is not null and r.id <> ${actorId}
        and not exists (
          select 1 from ${notificationMutes}
          where ${notificationMutes.userId} = r.id and ${notificationMutes.kind} = ${target.kind})
        and ${recipientSees(sql`r.id`, postId, groupId)}
    ), lines as (
      insert into ${notifications} (recipient_id, kind, post_id, group_id)
      select id, ${target.kind}, ${postId}::int, ${groupId}::int from recipients
      on conflict (recipient_id, kind, coalesce(post_id, 0), coalesce(group_id, 0))
        where read_at is null
      do update set id = nextval(pg_get_serial_sequence('notifications', 'id')), created_at = now()
      returning id, recipient_id
    ), events as (
      insert into ${notificationEvents} (notification_id, actor_id, comment_id)
      select id, ${actorId}, ${commentId}::int from lines
    )
    select recipient_id from lines`),
  )
  return rows.map((row) => Number(row.recipient_id))
}

/** Removes lines left without events; answers their recipients. */
async function removeEmptyLines(tx: Tx, lineIds: number[]) {
  if (lineIds.length === 0) return
  await tx.execute(sql`
    delete from ${notifications}
    where ${notifications.id} = any(${`{${lineIds.join(',')}}`}::int[])
      and not exists (
        select 1 from ${notificationEvents} where ${notificationEvents.notificationId} = ${notifications.id})`)
}

async function withdrawWhere(tx: Tx, condition: SQL): Promise<number[]> {
  const rows = rowsOf<{ notification_id: number; recipient_id: number }>(
    await tx.execute(sql`
    delete from ${notificationEvents} e using ${notifications} n
    where e.notification_id = n.id and ${condition}
    returning e.notification_id, n.recipient_id`),
  )
  const lines = [...new Set(rows.map((row) => Number(row.notification_id)))]
  await removeEmptyLines(tx, lines)
  return [...new Set(rows.map((row) => Number(row.recipient_id)))]
}

/** Takes back what `actorId` did to the target (an unlike, an unfollow, leaving a group). */
export function withdraw(
  tx: Tx,
  target: NotificationTarget,
  actorId: number,
  recipientId?: number,
): Promise<number[]> {
  return withdrawWhere(
    tx,
    sql`e.actor_id = ${actorId} and n.kind = ${target.kind}
      and coalesce(n.post_id, 0) = ${postIdOf(target) ?? 0}
      and coalesce(n.group_id, 0) = ${groupIdOf(target) ?? 0}
      ${recipientId === undefined ? sql`` : sql`and n.recipient_id = ${recipientId}`}`,
  )
}

/** Takes back what `actorId`'s comment told (before the comment goes). */
export function withdrawComment(tx: Tx, commentId: number, actorId: number): Promise<number[]> {
  return withdrawWhere(tx, sql`e.comment_id = ${commentId} and e.actor_id = ${actorId}`)
}

/** Who has a line about the post: told once it is deleted (its lines go with it). */
export async function recipientsAboutPost(tx: Tx, postId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: notifications.recipientId })
    .from(notifications)
    .where(sql`${notifications.postId} = ${postId}`)
  return rows.map((row) => row.id)
}
