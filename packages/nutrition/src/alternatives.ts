// Other foods the same words could mean, for the person to pick from when the
// analyser's first choice is wrong ('toast' read as white bread when it was rye).
import { MAX_ALTERNATIVES, type FoodAlternative } from '@platewise/core'
import type { FoodIndex } from './food-index'
import { CURATED, curatedKey } from './curated'
import type { Food } from './food-table'
import { matchWords, rankFoods } from './match'
import type { FoodMatch } from './match'
import { foodChoice } from './food-choice'
import { distinctFoods } from './distinct-foods'
import type { ParsedItem } from './parse-item'
import { plainNameOf } from './plain-name'
import { portionGrams } from './portions'

// One more than shown: the analyser's own choice is usually among them.
export const ALTERNATIVES_RANKED = MAX_ALTERNATIVES + 1

/** The best ALTERNATIVES_RANKED foods for words, best first. */
type Rank = (words: readonly string[]) => readonly FoodMatch[]

// The rankings of the curated everyday phrases ('coffee', 'rice', 'toast'), worked
// out once each: the analyser answers those without ranking, and they are most
// of what people type. Bounded by the curated table, not by what is typed.
const curatedRankings = new WeakMap<FoodIndex, Map<string, Food[]>>()

function rankedFoods(ix: FoodIndex, words: readonly string[], rankWords: Rank): Food[] {
  const key = curatedKey(matchWords(ix, words))
  const rank = () => rankWords(words).map(({ food }) => food)
  if (!CURATED.has(key)) return rank()
  let rankings = curatedRankings.get(ix)
  if (!rankings) curatedRankings.set(ix, (rankings = new Map()))
  let foods = rankings.get(key)
  if (!foods) rankings.set(key, (foods = rank()))
  return foods
}

/**
 * Up to three other foods for an item, best first in the analyser's own ranking
 * (which puts brands and restaurant rows last), each at the portion the same
 * amount gives that food ('2 slices' of another bread is two of its slices).
 * `chosen` is the analyser's own choice; `rank` is the meal's own ranking of the words, when
 * the analyser has made one.
 */
export function alternativesFor(
  ix: FoodIndex,
  parsed: ParsedItem,
  chosen: Food,
  rank: Rank = (words) => rankFoods(ix, words, ALTERNATIVES_RANKED),
): FoodAlternative[] {
  // the chosen food first, so a row that looks just like it is not offered
  const ranked = distinctFoods(
    [chosen, ...rankedFoods(ix, parsed.words, rank)],
    (food) => food,
    plainNameOf,
  )
  const others: FoodAlternative[] = []
  for (const food of ranked) {
    if (others.length === MAX_ALTERNATIVES) break
    // (the table has one object per row: the chosen food is itself, not its id)
    if (food !== chosen) others.push(foodChoice(food, portionGrams(food, parsed)))
  }
  return others
}
