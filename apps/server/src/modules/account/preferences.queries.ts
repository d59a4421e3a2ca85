import type { FoodRegion, Preferences, PreferencesUpdate, UnitSystem } from '@platewise/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** What the person chose (null for what they have not, and for a person who is gone). */
export async function chosenPreferences(db: Database, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ foodRegion: users.foodRegion, units: users.units })
    .from(users)
    .where(eq(users.id, userId))
  return {
    food_region: (row?.foodRegion ?? null) as FoodRegion | null,
    units: (row?.units ?? null) as UnitSystem | null,
  }
}

/** The food region the person chose, null when they have not (or there is no such person). */
export async function chosenFoodRegion(db: Database, userId: number): Promise<FoodRegion | null> {
  return (await chosenPreferences(db, userId)).food_region
}

/** Saves the choices given and answers all of them. */
export async function choosePreferences(
  db: Database,
  userId: number,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({ foodRegion: update.food_region, units: update.units })
    .where(eq(users.id, userId))
    .returning({ foodRegion: users.foodRegion, units: users.units })
  return {
    food_region: (row?.foodRegion ?? null) as FoodRegion | null,
    units: (row?.units ?? null) as UnitSystem | null,
  }
}
