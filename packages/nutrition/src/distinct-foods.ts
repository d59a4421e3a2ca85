// Rows a person could not tell apart: USDA lists some foods more than once (a
// survey row beside a reference row; 'no added fat' beside 'NS as to fat' with
// the same numbers). Offering both only looks like a choice.
import type { Food } from './food-table'

/**
 * What tells two foods apart for a person: what the food is, and its energy and
 * macronutrients per 100 g as a person reads them (whole kcal and grams).
 */
function lookKey(food: Food, name: (food: Food) => string): string {
  const what = name(food).split(',')[0]!.toLowerCase()
  return `${what}|${food.per100g.slice(0, 4).map(Math.round).join(',')}`
}

/** Foods in order, each look kept once (the first, best ranked, wins). */
export function distinctFoods<T>(
  items: readonly T[],
  foodOf: (item: T) => Food,
  name: (food: Food) => string,
): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = lookKey(foodOf(item), name)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
