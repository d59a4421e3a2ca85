import {
  hasManualNutrients,
  NUTRIENT_KEYS,
  type AddMealRead,
  type MealFormRead,
  type NutrientKey,
} from '@platewise/core'
import type { LoggedMeal, MealChanges, NewMeal } from '../../lib/meals/meals-api'

// What Meal Inputs' forms send, once core's form schemas (meal-form.ts) have
// read the fields: the rules and messages are there, these only shape the body.

/** The fields of a meal form: the description and the nutrients. */
export type MealField = 'description' | NutrientKey

/** Where the server's refusal of a meal shows: the description, a nutrient. */
export const MEAL_FORM_FIELDS: readonly MealField[] = ['description', ...NUTRIENT_KEYS]

/**
 * POST /api/meals for 'Add New Meal'. Without nutrients (Add Meal Using AI)
 * the body carries none, which asks the server to analyse the description (§7).
 */
export function newMealOf(date: string, meal: AddMealRead): NewMeal {
  const body: NewMeal = {
    meal_date: date,
    meal_type: meal.mealType,
    description: meal.description,
  }
  if (hasManualNutrients(meal)) {
    for (const key of NUTRIENT_KEYS) body[key] = meal[key] ?? 0
  }
  return body
}

/** PUT /api/meals/{id} for the inline edit: only what differs from the meal (an empty object when nothing does). */
export function mealChangesOf(meal: LoggedMeal, read: MealFormRead): MealChanges {
  const changes: MealChanges = {}
  if (read.description !== meal.description) changes.description = read.description
  for (const key of NUTRIENT_KEYS) {
    const value = read[key] ?? 0
    if (value !== meal[key]) changes[key] = value
  }
  return changes
}
