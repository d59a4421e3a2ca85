import { formatNutrient, mealCount } from '@platewise/core'
import type { LoggedMeal } from '../../lib/meals/meals-api'

/** '2 meals · 1,020 kcal': a day's meals in a line (the jump to them, Copy yesterday's hint). */
export const mealsAndCalories = (meals: readonly LoggedMeal[]): string =>
  `${mealCount(meals.length)} · ${formatNutrient(
    'calories',
    meals.reduce((sum, meal) => sum + meal.calories, 0),
  )}`
