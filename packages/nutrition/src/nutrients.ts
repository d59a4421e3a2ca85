// Nutrient arithmetic: scaling a food's per-100 g values to a portion, summing, rounding.
import type { Nutrients } from '@platewise/core'
import type { Food } from './food-table'

/** sodium in mg, the rest in grams (calories in kcal): the API's own shape */
export type { Nutrients } from '@platewise/core'

export function zeroNutrients(): Nutrients {
  return { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 }
}

/** Unrounded nutrients in `grams` of the food. */
export function nutrientsFor(food: Food, grams: number): Nutrients {
  const k = grams > 0 && Number.isFinite(grams) ? grams / 100 : 0
  const v = food.per100g
  return {
    calories: (v[0] ?? 0) * k,
    protein: (v[1] ?? 0) * k,
    carbs: (v[2] ?? 0) * k,
    fat: (v[3] ?? 0) * k,
    fiber: (v[4] ?? 0) * k,
    sugar: (v[5] ?? 0) * k,
    sodium: (v[6] ?? 0) * k,
  }
}

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    fat: a.fat + b.fat,
    fiber: a.fiber + b.fiber,
    sugar: a.sugar + b.sugar,
    sodium: a.sodium + b.sodium,
  }
}

// (to a whole number or to one decimal, written out: a power of ten worked out for each of
// seven values of every item and alternative was a sixtieth of an analysis)
function round(value: number, decimals: 0 | 1): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  return decimals === 0 ? Math.round(value) : Math.round(value * 10) / 10
}

/** Calories to the kcal; protein, carbs, fat, fiber, sugar (g) and sodium (mg) to one decimal. */
export function roundNutrients(n: Nutrients): Nutrients {
  return {
    calories: round(n.calories, 0),
    protein: round(n.protein, 1),
    carbs: round(n.carbs, 1),
    fat: round(n.fat, 1),
    fiber: round(n.fiber, 1),
    sugar: round(n.sugar, 1),
    sodium: round(n.sodium, 1),
  }
}
