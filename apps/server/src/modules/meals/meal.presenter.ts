import type { Meal, MealAnalysis, MealType, Nutrients } from '@platewise/core'
import type { MealRow } from './meals.queries'

/** The seven nutrients of a meal or a saved meal, as the API answers them. */
export function presentNutrients(row: Nutrients): Nutrients {
  return {
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
  }
}

export function presentMeal(row: MealRow): Meal {
  const createdAt = row.createdAt.toISOString()
  return {
    id: row.id,
    mealDate: row.mealDate,
    meal_date: row.mealDate,
    mealType: row.mealType as MealType,
    meal_type: row.mealType as MealType,
    description: row.description,
    ...presentNutrients(row),
    createdAt,
    created_at: createdAt,
    analysis: (row.analysis as MealAnalysis | null) ?? null,
  }
}
