// A dish made with milk ('porridge made with semi-skimmed', 'hot chocolate made with milk') is
// USDA's row of that dish made with milk, where the table has one: the rows a plain name finds
// ('Oatmeal, NFS', 'Hot chocolate / cocoa, NFS') are a third lighter.
import type { FoodIndex } from './food-index'
import { rankFoods } from './match'
import type { FoodMatch } from './match'
import type { ParsedItem } from './parse-item'

// made with a dairy milk, not water, a plant milk or a skimmed one (skim has rows of its own,
// found by its word)
const WITH_MILK = /\bmade with (?:milk|whole or reduced fat \(2%\) milk|whole milk|reduced fat)/
const NOT_THIS_MILK = /non-dairy|fat free|lowfat|water/

/** The food's row made with milk, when the item was and the table has one of its name. */
export function madeWithMilk(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
): FoodMatch | undefined {
  if (parsed.madeWithMilk !== true || WITH_MILK.test(match.food.description)) return undefined
  const name = match.food.description.split(',')[0]
  for (const other of rankFoods(ix, parsed.words, 40)) {
    const description = other.food.description
    if (description.split(',')[0] !== name) continue
    if (WITH_MILK.test(description) && !NOT_THIS_MILK.test(description))
      return { ...other, confidence: match.confidence }
  }
  return undefined
}
