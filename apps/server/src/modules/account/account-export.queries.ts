import { asc, eq, getTableColumns, type AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import {
  comments,
  favorites,
  follows,
  groupMembers,
  groupPosts,
  groups,
  meals,
  postBookmarks,
  postLikes,
  posts,
  profiles,
  users,
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
        group_posts: await byUser(groupPosts),
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

/** The person's meals, oldest first, for the CSV. */
export function mealsForCsv(db: Database, userId: number) {
  return db
    .select()
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.mealDate), asc(meals.id))
}
