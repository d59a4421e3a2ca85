import type { DailyGoals } from '../meals/day-summary'
import type { MealType } from '../meals/meal-schema'
import type { UnitSystem } from '../units/units'

// What the chat knows about the person, from reads the dashboard already makes:
// the profile, today's meals and the last two weeks of meals. The chat itself
// asks the server nothing (§7: the AI chat makes no server calls).

/** A meal the person logs again and again, as they last wrote it. */
export interface UsualMeal {
  description: string
  mealType: MealType
  /** How often it was logged in the period looked at */
  count: number
}

export interface ChatContext {
  /** Body weight in pounds, for the protein tip */
  weightLbs?: number | null
  /** The units the tip names the weight in (US when not given) */
  units?: UnitSystem
  /** Today's calorie goal minus what was eaten; below 0 when over the goal */
  remainingCalories?: number | null
  /** Today's protein goal minus what was eaten; 0 or below once the goal is met */
  remainingProtein?: number | null
  /** The most frequent recent meals, most frequent first */
  usualMeals?: readonly UsualMeal[]
}

/** How far back 'what they usually eat' looks: the last two weeks, today included. */
export const USUAL_MEALS_DAYS = 14
const USUAL_MEALS_LIMIT = 3
/** A meal eaten once is not a habit. */
const USUAL_MEAL_MIN_COUNT = 2

interface RecentMeal {
  description: string
  mealType: MealType
  /** ISO timestamp: which log is the latest */
  createdAt: string
}

// 'Oatmeal  with berries' and 'oatmeal with berries' are the same meal.
const sameMealKey = (description: string) => description.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The meals logged at least twice, most often first (ties: the one logged
 * most recently), at most three. Each keeps the spelling and meal type of its
 * latest log.
 */
export function usualMeals(meals: readonly RecentMeal[], limit = USUAL_MEALS_LIMIT): UsualMeal[] {
  const byKey = new Map<string, { latest: RecentMeal; count: number }>()
  for (const meal of meals) {
    const key = sameMealKey(meal.description)
    if (key === '') continue
    const seen = byKey.get(key)
    if (!seen) byKey.set(key, { latest: meal, count: 1 })
    else {
      seen.count += 1
      if (meal.createdAt > seen.latest.createdAt) seen.latest = meal
    }
  }
  return [...byKey.values()]
    .filter(({ count }) => count >= USUAL_MEAL_MIN_COUNT)
    .sort((a, b) => b.count - a.count || b.latest.createdAt.localeCompare(a.latest.createdAt))
    .slice(0, limit)
    .map(({ latest, count }) => ({
      description: latest.description.trim().replace(/\s+/g, ' '),
      mealType: latest.mealType,
      count,
    }))
}

/**
 * The chat's context from what has loaded so far; a part that has not loaded
 * (or failed to) is left out, and the replies fall back to general advice.
 * What remains today needs both the goals and today's meals.
 */
export function chatContext({
  weightLbs,
  units,
  goals,
  todaysMeals,
  recentMeals,
}: {
  weightLbs?: number | null
  units?: UnitSystem
  goals?: DailyGoals | null
  todaysMeals?: readonly { calories?: number | null; protein?: number | null }[] | null
  recentMeals?: readonly RecentMeal[] | null
}): ChatContext {
  const context: ChatContext = {}
  if (units) context.units = units
  if (typeof weightLbs === 'number' && weightLbs > 0) context.weightLbs = weightLbs
  if (goals && todaysMeals) {
    const eaten = (key: 'calories' | 'protein') =>
      todaysMeals.reduce((sum, meal) => sum + (meal[key] ?? 0), 0)
    context.remainingCalories = goals.calories - eaten('calories')
    context.remainingProtein = goals.protein - eaten('protein')
  }
  if (recentMeals) context.usualMeals = usualMeals(recentMeals)
  return context
}
