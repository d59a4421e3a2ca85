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

// Every alternative list and search page builds the keys of the same few foods again (a
// tenth of an analysis went on it). A key depends only on the food's row and the naming
// function, both fixed once loaded, so it is kept per food: at most one short string for
// each of the table's 12,539 rows (1.7 MB of heap with every row in it), freed with the table.
const keysByName = new WeakMap<(food: Food) => string, WeakMap<Food, string>>()

function lookKeyOf(food: Food, name: (food: Food) => string): string {
  let keys = keysByName.get(name)
  if (!keys) keysByName.set(name, (keys = new WeakMap()))
  let key = keys.get(food)
  if (key === undefined) keys.set(food, (key = lookKey(food, name)))
  return key
}

/** Foods in order, each look kept once (the first, best ranked, wins). */
export function distinctFoods<T>(
  items: readonly T[],
  foodOf: (item: T) => Food,
  name: (food: Food) => string,
): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = lookKeyOf(foodOf(item), name)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
