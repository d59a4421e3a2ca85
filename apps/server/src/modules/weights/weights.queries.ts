import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { IsoDate } from '@platewise/core'
import type { Database } from '../../db/client'
import { profiles, weights } from '../../db/schema'

const entry = { date: weights.weighedOn, weight: weights.weight }

/** A person's weights from one day to another, both included, oldest first. */
export function findWeights(db: Database, userId: number, from: IsoDate, to: IsoDate) {
  return db
    .select(entry)
    .from(weights)
    .where(and(eq(weights.userId, userId), between(weights.weighedOn, from, to)))
    .orderBy(asc(weights.weighedOn))
}

/**
 * Logs a day's weight, replacing one that day has, and when `alsoProfile` makes
 * it the profile's weight too: one transaction, so the profile never shows a
 * weight the log lost. A person without a profile yet keeps none.
 */
export function saveWeight(
  db: Database,
  userId: number,
  values: { date: IsoDate; weight: number; alsoProfile: boolean },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(weights)
      .values({ userId, weighedOn: values.date, weight: values.weight })
      .onConflictDoUpdate({
        target: [weights.userId, weights.weighedOn],
        set: { weight: values.weight, updatedAt: sql`now()` },
      })
      // xmax = 0 only for a freshly inserted row: tells "created" from "replaced"
      .returning({ ...entry, created: sql<boolean>`(xmax = 0)` })
    const updated = values.alsoProfile
      ? await tx
          .update(profiles)
          .set({ weight: values.weight, updatedAt: sql`now()` })
          .where(eq(profiles.userId, userId))
          .returning({ userId: profiles.userId })
      : []
    const { created, ...saved } = row!
    return { weight: saved, created, profileUpdated: updated.length > 0 }
  })
}

/** Deletes a day's weight; false when that day had none. */
export async function deleteWeight(db: Database, userId: number, date: IsoDate) {
  const rows = await db
    .delete(weights)
    .where(and(eq(weights.userId, userId), eq(weights.weighedOn, date)))
    .returning({ date: weights.weighedOn })
  return rows.length > 0
}
