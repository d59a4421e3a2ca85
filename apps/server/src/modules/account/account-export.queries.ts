import { asc, eq, getTableColumns, type AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import {
  comments,
  favorites,
  follows,
  groupInvitationDeclines,
  groupInvitations,
  groupMembers,
  groups,
  meals,
  postBookmarks,
  postLikes,
  posts,
  profiles,
  sessions,
  users,
  weights,
} from '../../db/schema'

type Row = Record<string, unknown>

// The export names fields as the database and the API do (snake_case).
function snakeCase(row: Row, columns: Record<string, { name: string }>): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]!.name, value]))
}

const asStored = <T extends PgTable>(table: T) => {
  const columns = getTableColumns(table)
  return (row: Row) => snakeCase(row, columns)
}

/** Every row of the person, read in one repeatable-read snapshot so the parts agree. */
export function readAccountExport(db: Database, userId: number) {
  return db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          first_name: users.firstName,
          last_name: users.lastName,
          profile_picture: users.profilePicture,
          food_region: users.foodRegion,
          units: users.units,
          created_at: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
      const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId))
      const byUser = async <T extends PgTable & { userId: AnyColumn }>(table: T) =>
        (
          await tx
            .select()
            .from(table as PgTable)
            .where(eq(table.userId, userId))
        ).map(asStored(table))
      return {
        user: user!,
        profile: profile ? asStored(profiles)(profile) : null,
        meals: (
          await tx
            .select()
            .from(meals)
            .where(eq(meals.userId, userId))
            .orderBy(asc(meals.mealDate), asc(meals.id))
        ).map(asStored(meals)),
        weights: (
          await tx
            .select()
            .from(weights)
            .where(eq(weights.userId, userId))
            .orderBy(asc(weights.weighedOn))
        ).map(asStored(weights)),
        saved_meals: await byUser(favorites),
        posts: await byUser(posts),
        comments: await byUser(comments),
        likes: await byUser(postLikes),
        bookmarks: await byUser(postBookmarks),
        following: await followList(tx, 'following', userId),
        followers: await followList(tx, 'followers', userId),
        groups: await tx
          .select({
            id: groups.id,
            name: groups.name,
            description: groups.description,
            is_private: groups.isPrivate,
            role: groupMembers.role,
            joined_at: groupMembers.joinedAt,
          })
          .from(groupMembers)
          .innerJoin(groups, eq(groups.id, groupMembers.groupId))
          .where(eq(groupMembers.userId, userId)),
        invitations_sent: await invitationsSent(tx, userId),
        invitations_received: await invitationsReceived(tx, userId),
        invitations_declined: await invitationsDeclined(tx, userId),
        // named field by field: the token's hash stays in the database
        sessions: await tx
          .select({
            id: sessions.id,
            device_label: sessions.deviceLabel,
            created_at: sessions.createdAt,
            last_used_at: sessions.lastUsedAt,
            expires_at: sessions.expiresAt,
            revoked_at: sessions.revokedAt,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt), asc(sessions.id)),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

function followList(tx: Database, which: 'following' | 'followers', userId: number) {
  const [mine, theirs] =
    which === 'following'
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId]
  return tx
    .select({ user_id: users.id, username: users.username, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
}

/** Invitations the person sent: to which group, and whom. */
function invitationsSent(tx: Database, userId: number) {
  return tx
    .select({
      group_id: groups.id,
      group_name: groups.name,
      user_id: users.id,
      username: users.username,
      created_at: groupInvitations.createdAt,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(users, eq(users.id, groupInvitations.userId))
    .where(eq(groupInvitations.invitedBy, userId))
}

/** Invitations the person has: to which group, and from whom (null once the inviter's account is gone). */
function invitationsReceived(tx: Database, userId: number) {
  return tx
    .select({
      group_id: groups.id,
      group_name: groups.name,
      invited_by: groupInvitations.invitedBy,
      invited_by_username: users.username,
      created_at: groupInvitations.createdAt,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .leftJoin(users, eq(users.id, groupInvitations.invitedBy))
    .where(eq(groupInvitations.userId, userId))
}

/**
 * The invitations the person declined: whose, and when (the sender may not
 * invite them again for a while, decision 013). Who declined the person's own
 * invitations is the other person's data, and stays out.
 */
function invitationsDeclined(tx: Database, userId: number) {
  return tx
    .select({
      inviter_id: groupInvitationDeclines.inviterId,
      inviter_username: users.username,
      declined_at: groupInvitationDeclines.declinedAt,
    })
    .from(groupInvitationDeclines)
    .innerJoin(users, eq(users.id, groupInvitationDeclines.inviterId))
    .where(eq(groupInvitationDeclines.userId, userId))
    .orderBy(asc(groupInvitationDeclines.declinedAt))
}

/** The person's meals, oldest first, for the CSV. */
export function mealsForCsv(db: Database, userId: number) {
  return db
    .select()
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.mealDate), asc(meals.id))
}
