import {
  MEAL_MESSAGES,
  mealTitle,
  nutrientsPastLimits,
  type FavoriteFromMeal,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { conflict, notFound, validationFailed } from '../../http/errors'
import { presentNutrients } from '../meals/meal.presenter'
import type { MealsService } from '../meals/meals.service'
import { presentFavorite } from './favorite.presenter'
import { deleteFavorite, insertFavorite, listFavorites } from './favorites.queries'

export const ALREADY_SAVED_MESSAGE = 'This meal is already saved'

export function createFavoritesService(db: Database, meals: MealsService) {
  return {
    async list(userId: number) {
      return (await listFavorites(db, userId)).map(presentFavorite)
    },

    /** Saves a copy of one of the user's meals; 404 for anyone else's, 409 when saved already. */
    async saveFromMeal(userId: number, { mealId, customName }: FavoriteFromMeal) {
      const meal = await meals.get(userId, mealId)
      // a meal logged before the limits may hold more: saved, it could never be added again
      const [why] = Object.values(nutrientsPastLimits(meal, 'meal'))
      if (why) {
        const message = MEAL_MESSAGES.pastLimitsToSave(why)
        throw validationFailed(message, { mealId: message })
      }
      const row = await insertFavorite(db, userId, {
        sourceMealId: meal.id,
        name: customName ?? mealTitle(meal.description),
        mealType: meal.mealType,
        description: meal.description,
        ...presentNutrients(meal),
      })
      if (!row) throw conflict(ALREADY_SAVED_MESSAGE, 'ALREADY_SAVED')
      return presentFavorite(row)
    },

    async remove(userId: number, id: number) {
      if (!(await deleteFavorite(db, userId, id))) throw notFound('Saved meal not found.')
    },
  }
}

export type FavoritesService = ReturnType<typeof createFavoritesService>
