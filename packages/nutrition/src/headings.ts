// What a heading is to the parts listed after it (split-items.ts ReadHeading): 'jacket potato -
// beans, cheese' keeps its potato, 'eton mess (meringue, cream, strawberries)' is its parts.
import type { FoodIndex } from './food-index'
import type { Food } from './food-table'
import { matchWords } from './match'
import type { MealMemo } from './meal-memo'

// Foods a heading may name that the parts listed after it go on or in: 'jacket potato - beans,
// cheese', 'fairy bread (marg and hundreds and thousands)', 'hot dog: mustard, onions'
const BASE_FOOD =
  /^(?:Potato, baked|Bread|Roll|Bagel|Crumpets?|English muffin|Pancakes?|Waffles?|Snacks, rice cakes|Crackers|Yogurt|Sausage|Hot dog sandwich|Frankfurter)(?:,|$)/

const COMBO = /\b(?:meal|combo)$/

/**
 * What a heading is to the parts listed after it (split-items.ts ReadHeading): the base food
 * they go on, found for most of the heading, that no part names again ('toast: 2 slices of
 * wholemeal, butter' names its toast in the parts); or a name for them, when a part is the
 * food the heading finds ('eton mess (meringue, cream, strawberries)').
 */
export function readHeading(
  ix: FoodIndex,
  memo: MealMemo,
  heading: string,
  parts: readonly string[],
): 'base' | 'name' | undefined {
  // (a heading of two foods names the parts: 'cheese and jatz - 6 crackers, 3 slices of cheddar')
  if (/\b(?:and|n|&|with)\b/.test(heading)) return undefined
  const said = memo.parse(heading)
  const found = memo.match(said.words)
  if (!found) return undefined
  const partWords = parts.map((part) => memo.parse(part).words)
  const partFoods = partWords.map((words) => (words.length > 0 ? memo.match(words) : undefined))
  // (every part a food of its own)
  if (partFoods.some((food) => food === undefined)) return undefined
  const sameName = (food: Food) =>
    food.description.split(',')[0] === found.food.description.split(',')[0]
  if (partFoods.some((part) => part !== undefined && sameName(part.food)))
    return parts.length >= 2 ? 'name' : undefined
  // 'quarter pounder meal - medium fries, a coke': the combo's main is one of its foods, and
  // the parts are its sides (unless a part names it again: 'big mac meal - big mac, fries')
  if (COMBO.test(heading.trim())) return found.coverage >= 0.7 ? 'base' : undefined
  // (found for most of what was said: 'full irish' is no Irish soda bread)
  if (found.coverage < 0.7 || !BASE_FOOD.test(found.food.description)) return undefined
  const head = matchWords(ix, said.words).at(-1)
  const sameFood = (words: readonly string[]) => {
    const food = words.length > 0 ? memo.match(words) : undefined
    return food !== undefined && food.food.category === found.food.category
  }
  // (a part that starts with the food is it too: 'a snag in a slice of white bread')
  const base = partWords.every(
    (words) =>
      (head === undefined || !matchWords(ix, words).includes(head)) &&
      !sameFood(words) &&
      !sameFood(words.slice(0, 1)),
  )
  return base ? 'base' : undefined
}
