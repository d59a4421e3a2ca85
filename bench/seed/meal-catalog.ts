import { MEAL_TYPES, mealTitle, type MealAnalysis, type MealType } from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import { DEMO_MEALS } from '../../apps/server/src/seed/demo-meals'

/** One dish the generator logs, with what the real analyser makes of its description. */
export interface CatalogMeal {
  mealType: MealType
  /** Position among the dishes of its meal type, from 0 */
  index: number
  description: string
  title: string
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber: number
  sugar: number
  sodium: number
  analysis: MealAnalysis
}

const tenth = (value: number) => Math.round(value * 10) / 10

/**
 * The demo's dishes, analysed once: meals and posts take their nutrients from
 * here, rounded as the meals service rounds them (whole grams; sugar and
 * sodium to 0.1), so a generated meal reads as one logged through the app.
 */
export function buildMealCatalog(): CatalogMeal[] {
  return MEAL_TYPES.flatMap((mealType) =>
    DEMO_MEALS[mealType].map((description, index) => {
      const analysis = analyzeMeal(description)
      const { totals } = analysis
      return {
        mealType,
        index,
        description,
        title: mealTitle(description),
        calories: Math.round(totals.calories),
        protein: Math.round(totals.protein),
        carbs: Math.round(totals.carbs),
        fat: Math.round(totals.fat),
        fiber: Math.round(totals.fiber),
        sugar: tenth(totals.sugar),
        sodium: tenth(totals.sodium),
        analysis,
      }
    }),
  )
}
