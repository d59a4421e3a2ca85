import type { MealType } from '@platewise/core'
import { presentNutrients } from '../meals/meal.presenter'
import type { FavoriteRow } from './favorites.queries'

/** A saved meal (§3): both spellings of the meal type, since some screens read mealType. */
export function presentFavorite(row: FavoriteRow) {
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
