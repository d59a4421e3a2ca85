import type { FoodRegion } from '@platewise/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** The food region the person chose, null when they have not (or there is no such person). */
export async function chosenFoodRegion(db: Database, userId: number): Promise<FoodRegion | null> {
  const [row] = await db
    .select({ foodRegion: users.foodRegion })
    .from(users)
    .where(eq(users.id, userId))
  return (row?.foodRegion ?? null) as FoodRegion | null
}

export async function chooseFoodRegion(db: Database, userId: number, region: FoodRegion) {
  await db.update(users).set({ foodRegion: region }).where(eq(users.id, userId))
}
