import type { MealType, SavedMeal } from '@platewise/core'
import { presentNutrients } from '../meals/meal.presenter'
import type { FavoriteRow } from './favorites.queries'

export function presentFavorite(row: FavoriteRow): SavedMeal {
  return {
    id: row.id,
    name: row.name,
    meal_type: row.mealType as MealType,
    mealType: row.mealType as MealType,
    description: row.description,
    ...presentNutrients(row),
    source_meal_id: row.sourceMealId,
    created_at: row.createdAt.toISOString(),
  }
}
