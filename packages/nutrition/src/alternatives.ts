// Other foods the same words could mean, for the person to pick from when the
// analyser's first choice is wrong ('toast' read as white bread when it was rye).
import { MAX_ALTERNATIVES, type FoodAlternative } from '@platewise/core'
import type { FoodIndex } from './food-index'
import { FLAG } from './food-table'
import type { Food } from './food-table'
import { rankFoods } from './match'
import { nutrientsFor, roundNutrients } from './nutrients'
import type { ParsedItem } from './parse-item'
import { portionGrams } from './portions'

// Ranked a little deeper than shown: near-identical rows and brands are skipped.
const RANKED = 10

/**
 * Up to three other foods for an item, best first, each at the portion the same
 * amount gives that food ('2 slices' of another bread is two of its slices).
 * Brands and restaurant rows come last, and a description is never listed twice.
 */
export function alternativesFor(
  ix: FoodIndex,
  parsed: ParsedItem,
  chosen: Food,
): FoodAlternative[] {
  const seen = new Set([chosen.description.toLowerCase()])
  const picked: Food[] = []
  const branded: Food[] = []
  for (const { food } of rankFoods(ix, parsed.words, RANKED)) {
    if (food === chosen) continue
    const name = food.description.toLowerCase()
    if (seen.has(name)) continue
    seen.add(name)
    if ((food.flags & (FLAG.brand | FLAG.restaurant)) !== 0) branded.push(food)
    else picked.push(food)
    if (picked.length === MAX_ALTERNATIVES) break
  }
  return [...picked, ...branded].slice(0, MAX_ALTERNATIVES).map((food) => {
    const portion = portionGrams(food, parsed)
    return {
      food: { id: food.id, description: food.description },
      quantity: Math.round(portion.quantity * 100) / 100,
      unit: portion.unit,
      grams: Math.round(portion.grams * 10) / 10,
      nutrients: roundNutrients(nutrientsFor(food, portion.grams)),
    }
  })
}
