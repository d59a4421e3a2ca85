// Salads that come dressed: one named after its dressing ('thousand island salad', 'blue cheese
// wedge') or one served with a dressing of its own ('cobb salad'), where USDA has the salad only
// without dressing. Read as the salad plus its dressing at their usual portions. And the other
// way: a salad eaten without dressing is not USDA's dressed row of it.
import type { DishParts } from './dish'
import type { FoodIndex } from './food-index'
import { rankFoods } from './match'
import type { FoodMatch } from './match'
import type { ParsedItem } from './parse-item'

// Dressings people name a salad after, as stemmed words.
const DRESSINGS: readonly (readonly string[])[] = [
  ['thousand', 'island'],
  ['blue', 'cheese'],
  ['bleu', 'cheese'],
  ['roquefort'],
  ['ranch'],
  ['honey', 'mustard'],
  ['italian'],
  ['french'],
]

// Salads that are served with a dressing of their own.
const DRESSED_SALADS: Readonly<Record<string, readonly string[]>> = {
  cobb: ['oil', 'vinegar'],
  caesar: ['caesar', 'dressing'],
  wedge: ['blue', 'cheese'],
}
// A caesar salad is served dressed, but one the person weighed or measured is as USDA's row:
// a person who weighs their food logs its dressing as an item of its own, as they do their
// cooking fat (docs/decisions/028), and Nutrition5k's weighed salad-bar caesars carry less.
const DRESSED_ONLY_AS_SERVED = new Set(['caesar'])

function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  for (let k = 0; k + phrase.length <= words.length; k++)
    if (phrase.every((w, j) => words[k + j] === w)) return k
  return -1
}

/**
 * The salad and its dressing, each without an amount, when the item names a dressed salad and
 * the meal says nothing of dressing itself (mealNamesDressing: 'no dressing', 'with ranch
 * dressing', 'dressing on the side' are the person's own word on it).
 */
export function dressedSalad(
  match: (words: readonly string[]) => FoodMatch | undefined,
  parsed: ParsedItem,
  mealNamesDressing: boolean,
): DishParts | undefined {
  const words = parsed.words
  // ('a side caesar': a dressed salad named by its own name alone)
  const named = words.includes('salad') || words.some((w) => Object.hasOwn(DRESSED_SALADS, w))
  if (mealNamesDressing || !named) return undefined
  let saladWords: readonly string[] | undefined
  let dressing: readonly string[] | undefined
  for (const phrase of DRESSINGS) {
    const at = indexOfPhrase(words, phrase)
    if (at < 0) continue
    saladWords = words.filter((_, k) => k < at || k >= at + phrase.length)
    dressing = phrase
    break
  }
  if (!dressing) {
    const salad = words.find((w) => Object.hasOwn(DRESSED_SALADS, w))
    if (salad === undefined) return undefined
    // (a count is of salads as served: 'a caesar salad', 'a side caesar')
    const measured = parsed.unit !== null
    if (measured && DRESSED_ONLY_AS_SERVED.has(salad)) return undefined
    saladWords = words
    dressing = DRESSED_SALADS[salad]
  }
  if (!saladWords || !dressing) return undefined
  // a wedge is how the lettuce is cut, not a food of its own
  saladWords = saladWords.filter((w) => w !== 'wedge')
  const salad = match(saladWords)
  // only a salad USDA has without its dressing ('Cobb salad, no dressing') gains one
  if (!salad || !NO_DRESSING_ROW.test(salad.food.description)) return undefined
  const dressingWords = [...dressing, 'dressing']
  const found = match(dressingWords)
  if (!found || !/dressing/i.test(found.food.description)) return undefined
  // (the salad is the dish a stated amount is measured by: '1 cup cobb salad')
  const usual = { quantity: null, unit: null, size: null, rowSize: undefined }
  return {
    food: { ...parsed, ...usual, words: dressingWords },
    rest: { ...parsed, ...usual, words: saladWords },
  }
}

// a row of a salad without its dressing ('Cobb salad, no dressing')
const NO_DRESSING_ROW = /\bno dressing\b/i
// what a meal says when its salads had no dressing
const NO_DRESSING = /\b(?:no|without|w\/o|hold the) dressing\b|\bundressed\b|\bdry salad\b/i

/** Whether the meal says its salad had no dressing ('no dressing', 'without dressing'). */
export function saysNoDressing(text: string): boolean {
  return NO_DRESSING.test(text)
}

/**
 * A salad the person ate without dressing is the row of its name without one ('cucumber salad'
 * with 'no dressing' is USDA's made with cucumber and vinegar, not its Italian-dressed one).
 */
export function undressedSalad(
  ix: FoodIndex,
  words: readonly string[],
  match: FoodMatch,
): FoodMatch | undefined {
  const description = match.food.description
  if (!comesDressed(description)) return undefined
  const name = saladName(description)
  for (const other of rankFoods(ix, words, 12)) {
    const d = other.food.description
    if (saladName(d) === name && !comesDressed(d)) return { ...other, confidence: match.confidence }
  }
  return undefined
}

/** Whether a row is a salad with its dressing ('Cucumber salad, made with Italian dressing'). */
const comesDressed = (description: string) =>
  /\bdressing\b/i.test(description) && !NO_DRESSING_ROW.test(description)

/** A salad row's name before its commas and what it was made with ('Cucumber salad'). */
const saladName = (description: string) => description.split(',')[0]?.split(' made ')[0]
