import type { Meal } from '@platewise/core'

/**
 * A meal as the API answers it, both spellings of its date, type and time
 * filled from `fields` (mealDate, mealType, createdAt).
 */
export function aMeal(fields: Partial<Meal> & Pick<Meal, 'id' | 'mealDate'>): Meal {
  const base = {
    mealType: 'breakfast' as const,
    description: 'Oats',
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    fiber: 0,
    sugar: 0,
    sodium: 0,
    createdAt: `${fields.mealDate}T08:00:00.000Z`,
    analysis: null,
    ...fields,
  }
  return { ...base, meal_date: base.mealDate, meal_type: base.mealType, created_at: base.createdAt }
}
