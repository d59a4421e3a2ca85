import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { meals } from '../../db/schema'

// How far back 'recent' reaches: the last few days of a person who logs often
const RECENT_MEALS = 30

/**
 * The foods of a person's last analysed meals, most recent first, each once.
 * Read from the readings their meals keep; nobody else's meals are looked at.
 */
export async function recentFoodIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ analysis: meals.analysis })
    .from(meals)
    .where(and(eq(meals.userId, userId), isNotNull(meals.analysis)))
    .orderBy(desc(meals.mealDate), desc(meals.id))
    .limit(RECENT_MEALS)
  const ids = new Set<string>()
  for (const { analysis } of rows) {
    const items = (analysis as { items?: { food?: { id?: unknown } }[] } | null)?.items ?? []
    for (const item of items) if (typeof item.food?.id === 'string') ids.add(item.food.id)
  }
  return [...ids]
}
