// Dishes said with what they are made or filled with, read as the row of that variant: 'pho
// with beef' is beef pho, 'chicken burrito with rice beans cheese' the burrito named by them.
import { isProtein } from './dish'
import type { FoodIndex } from './food-index'
import { foodLedBy, matchWords, namesEvery } from './match'
import type { FoodMatch } from './match'
import type { MealMemo } from './meal-memo'
import type { ParsedItem } from './parse-item'
import { foodTokens, stem } from './tokenize'

/**
 * 'pho with beef', 'pad thai with prawns', 'taco salad w beef': a dish made with a meat or
 * seafood it comes in a variant of is that variant ('beef pho'), not the dish beside a portion
 * of meat. The dish must be a mixed one: the meat's own row, or a plain food's, is no variant.
 */
export function proteinVariant(
  ix: FoodIndex,
  memo: MealMemo,
  dish: readonly string[],
  said: readonly string[],
): boolean {
  const added = meatNamed(said)
  if (added.length !== 1) return false
  const meat = memo.match(added)
  if (!meat || !isProtein(meat.food) || !foodLedBy(ix, meat.food, added[0]!)) return false
  const plain = memo.match(dish)
  if (!plain || isProtein(plain.food) || !MIXED_DISH.test(plain.food.category)) return false
  const variant = memo.match([...added, ...dish])
  return (
    variant !== undefined &&
    variant.food.id !== meat.food.id &&
    // (by a word the dish's own row is named by: 'dolsot bibimbap' is a bibimbap)
    leadsWithDish(
      ix,
      variant,
      dish.filter((w) => namesEvery(ix, plain.food, [w])),
    )
  )
}

// dishes wrapped around their fillings (split-items.ts fillWraps keeps them one item)
const WRAPS = new Set(['burrito', 'wrap', 'bowl'].map(stem))

/** 'chicken burrito with rice beans cheese' read as 'rice beans cheese chicken burrito'. */
export function asWrapFilling(parsed: ParsedItem): ParsedItem {
  const at = parsed.words.indexOf('with')
  if (at < 1 || !WRAPS.has(parsed.words[at - 1] ?? '')) return parsed
  const words = [...parsed.words.slice(at + 1), ...parsed.words.slice(0, at)]
  return { ...parsed, words }
}

/** 'pho with beef' read as 'beef pho', when that is the dish's variant. */
export function asProteinVariant(ix: FoodIndex, memo: MealMemo, parsed: ParsedItem): ParsedItem {
  const at = parsed.words.indexOf('with')
  if (at < 1) return parsed
  const dish = parsed.words.slice(0, at)
  const added = meatNamed(parsed.words.slice(at + 1))
  if (added.length !== 1) return parsed
  // (asked in the matcher's words, as canJoin asks: 'prawn' is shrimp's)
  return proteinVariant(ix, memo, matchWords(ix, dish), matchWords(ix, added))
    ? { ...parsed, words: [...added, ...dish] }
    : parsed
}

/** The meat a dish was made with, without how it was cooked ('fried rice w bbq pork'). */
const meatNamed = (said: readonly string[]): readonly string[] =>
  said.length === 2 && HOW_MEAT_IS_COOKED.has(said[0]!) ? said.slice(1) : said

const HOW_MEAT_IS_COOKED = new Set(
  [
    'bbq',
    'barbecue',
    'barbecued',
    'grilled',
    'roast',
    'roasted',
    'fried',
    'pulled',
    'shredded',
    'crispy',
    'minced',
    'ground',
    'smoked',
    'braised',
  ].map(stem),
)

const leadsWithDish = (ix: FoodIndex, variant: FoodMatch, dish: readonly string[]): boolean =>
  dish.length > 0 &&
  matchWords(ix, foodTokens(variant.food.description.toLowerCase())).includes(dish[0]!)

// (USDA's categories of dishes cooked with their meat, seafood or noodles)
const MIXED_DISH =
  /mixed dishes|mixtures|soups?\b|Fried rice|lo\/chow mein|Burritos|Nachos|Ramen|Stir-fry|Macaroni|Pasta/i
