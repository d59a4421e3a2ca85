import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { anyOf } from '../../db/any-of'
import { profiles } from '../../db/schema'

export type ProfileRow = typeof profiles.$inferSelect
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>

const profileStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('profile_of_user'),
)

/** A user's profile (every dashboard page asks: a prepared statement). */
export function findProfile(db: Database, userId: number) {
  return profileStatement(db)
    .execute({ userId })
    .then((rows) => rows[0])
}

/** The goals of several users' profiles, in one query; users without a profile are left out. */
export function findGoalsOf(db: Database, userIds: number[]) {
  return db
    .select({
      userId: profiles.userId,
      daily_calories: profiles.dailyCalories,
      daily_protein: profiles.dailyProtein,
    })
    .from(profiles)
    .where(anyOf(profiles.userId, userIds))
}

/**
 * Creates the profile or changes the given fields of an existing one, in one
 * statement so two saves racing each other cannot both insert.
 */
export async function upsertProfile(db: Database, userId: number, values: ProfileValues) {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } })
    // xmax = 0 only for a freshly inserted row: tells "created" from "updated"
    .returning({ ...getTableColumns(profiles), created: sql<boolean>`(xmax = 0)` })
  const { created, ...profile } = row!
  return { profile, created }
}

/** Sets the picture of an existing profile; a user without one yet keeps it on the user only. */
export async function updateProfilePicture(db: Database, userId: number, url: string) {
  await db
    .update(profiles)
    .set({ profilePicture: url, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
}
