import { datesBetween } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { DEFAULT_DAILY_CALORIES, DEFAULT_DAILY_PROTEIN } from '../plan/plan-formula'
import type { DailySummary } from './day-summary-schema'
import type { NutrientKey } from './nutrients'

// The daily nutrition summary of §3 and the goal rule of §9: a day meets the
// calorie goal when intake is at or below it, and the protein goal when intake
// is at or above it.

export interface DailyGoals {
  calories: number
  protein: number
}

export const DEFAULT_DAILY_GOALS: DailyGoals = {
  calories: DEFAULT_DAILY_CALORIES,
  protein: DEFAULT_DAILY_PROTEIN,
}

/** The profile's goals, each falling back to 2000 kcal / 150 g when missing or not above 0 (§8). */
export function goalsFromProfile(
  profile: { daily_calories?: number | null; daily_protein?: number | null } | null | undefined,
): DailyGoals {
  const positive = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
  return {
    calories: positive(profile?.daily_calories, DEFAULT_DAILY_GOALS.calories),
    protein: positive(profile?.daily_protein, DEFAULT_DAILY_GOALS.protein),
  }
}

/** Any meal-like record: missing or null nutrients count as 0. */
type MealNutrients = Partial<Record<NutrientKey, number | null>>

// One decimal is what the forms show; it also hides float dust such as 0.1 + 0.2.
const tidy = (value: number) => Math.round(value * 10) / 10

const total = (meals: readonly MealNutrients[], key: NutrientKey) =>
  tidy(meals.reduce((sum, meal) => sum + (meal[key] ?? 0), 0))

/**
 * One day's totals and goals. A day with no meals has not met either goal:
 * eating nothing is "no data", not "under the calorie goal".
 */
export function summarizeDay(
  date: IsoDate,
  meals: readonly MealNutrients[],
  goals: DailyGoals,
): DailySummary {
  const hasData = meals.length > 0
  const totalCalories = total(meals, 'calories')
  const totalProtein = total(meals, 'protein')
  return {
    date,
    meal_count: meals.length,
    has_data: hasData,
    total_calories: totalCalories,
    total_protein: totalProtein,
    total_carbs: total(meals, 'carbs'),
    total_fat: total(meals, 'fat'),
    total_fiber: total(meals, 'fiber'),
    total_sugar: total(meals, 'sugar'),
    total_sodium: total(meals, 'sodium'),
    calories_goal: goals.calories,
    protein_goal: goals.protein,
    calories_met: hasData && totalCalories <= goals.calories,
    protein_met: hasData && totalProtein >= goals.protein,
  }
}

/** One summary for every date from start to end (both included), meals grouped by mealDate. */
export function summarizeRange(
  start: IsoDate,
  end: IsoDate,
  meals: readonly (MealNutrients & { mealDate: IsoDate })[],
  goals: DailyGoals,
): DailySummary[] {
  const byDate = new Map<IsoDate, MealNutrients[]>()
  for (const meal of meals) {
    const list = byDate.get(meal.mealDate)
    if (list) list.push(meal)
    else byDate.set(meal.mealDate, [meal])
  }
  return datesBetween(start, end).map((date) => summarizeDay(date, byDate.get(date) ?? [], goals))
}
