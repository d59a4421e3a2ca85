import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { anyOf } from '../../db/any-of'
import { profiles, users } from '../../db/schema'

export type ProfileRow = typeof profiles.$inferSelect
export type ProfileValues = Omit<
  typeof profiles.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt' | 'profilePicture'
>

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
  // a new profile starts with the user's picture, which both rows keep
  // (profile-picture.queries.ts); the share lock waits for a picture change
  // under way, so the copy is never one it has just replaced
  const picture = sql`(select ${users.profilePicture} from ${users}
    where ${users.id} = ${userId} for share)`
  const [row] = await db
    .insert(profiles)
    .values({ ...values, profilePicture: picture, userId })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } })
    // xmax = 0 only for a freshly inserted row: tells "created" from "updated"
    .returning({ ...getTableColumns(profiles), created: sql<boolean>`(xmax = 0)` })
  const { created, ...profile } = row!
  return { profile, created }
}
