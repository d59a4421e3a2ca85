import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { profiles, users } from '../../db/schema'

/** The person's picture as their account and their profile keep it (the same address, or none). */
export async function picturesOf(db: Database, userId: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ user: users.profilePicture, profile: profiles.profilePicture })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  return rows.flatMap((row) => [row.user, row.profile])
}

/**
 * Sets the picture, or clears it with null, on the account and the profile in
 * one transaction; answers the addresses it replaced, whose images the caller
 * removes after the commit. The user's row is locked first, so two changes at
 * once each see the other's picture as the one they replace, and none is lost.
 */
export function replacePicture(db: Database, userId: number, url: string | null) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ picture: users.profilePicture })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) throw new Error(`No user ${userId}`)
    const [profile] = await tx
      .select({ picture: profiles.profilePicture })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    await tx.update(users).set({ profilePicture: url }).where(eq(users.id, userId))
    await tx
      .update(profiles)
      .set({ profilePicture: url, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId))
    return [user.picture, profile?.picture].filter(
      (old): old is string => typeof old === 'string' && old !== url,
    )
  })
}
