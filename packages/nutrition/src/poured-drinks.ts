// A drink's measure said of a food that is no drink: '600ml big m chocolate' is chocolate milk,
// '3 schooners of new' beer, whatever the words alone find.
import type { FoodIndex } from './food-index'
import { FLAG } from './food-table'
import { matchWords, namesEvery } from './match'
import type { FoodMatch } from './match'
import type { MealMemo } from './meal-memo'
import type { ParsedItem } from './parse-item'
import { stem } from './tokenize'
import { sizeFor } from './units'
import { BEER_ONLY_GLASSES } from './unit-words'

/**
 * An Australian beer glass of a food that is no drink: '3 schooners of new' found New England
 * clam chowder; a schooner holds beer, whatever the brand's name says.
 */
export function beerInItsGlass(
  memo: MealMemo,
  parsed: ParsedItem,
  match: FoodMatch,
): FoodMatch | undefined {
  if (parsed.unit === null || !BEER_ONLY_GLASSES.has(parsed.unit)) return undefined
  if ((match.food.flags & FLAG.beverage) !== 0) return undefined
  const beer = memo.match(['beer'])
  return beer && { ...beer, confidence: Math.min(beer.confidence, 0.5) }
}

// the least a drink comes in: a shot glass
const MIN_DRINK_ML = 40
// what a drink named by its flavour is: '600ml big m chocolate' is chocolate milk
const DRINK_HEADS = ['milk', 'drink'].map(stem)

/**
 * A drink's volume given for a food that is no drink ('600ml big m chocolate' found a candy,
 * 406 g and 1,599 kcal): the drink of that flavour, when the table has one named by every word.
 */
export function pouredDrink(
  ix: FoodIndex,
  memo: MealMemo,
  parsed: ParsedItem,
  match: FoodMatch,
): FoodMatch | undefined {
  // (a drink's volume, said as the amount: not a millilitre of something)
  if ((parsed.pouredMl ?? 0) < MIN_DRINK_ML) return undefined
  if ((match.food.flags & FLAG.beverage) !== 0 || LIQUID_FOOD.test(match.food.description))
    return undefined
  // (a letter or a size is a brand's, 'big m', no food's word)
  const known = matchWords(ix, parsed.words).filter(
    (w) => w.length > 1 && sizeFor(w) === undefined && ix.vocabulary.has(w),
  )
  for (const head of DRINK_HEADS) {
    const drink = memo.match([...parsed.words, head])
    if (drink && (drink.food.flags & FLAG.beverage) !== 0 && namesEvery(ix, drink.food, known))
      return { ...drink, confidence: Math.min(drink.confidence, match.confidence) }
  }
  return undefined
}

// foods poured by volume that are no drinks
const LIQUID_FOOD =
  /soup|sauce|gravy|broth|stock|oil|vinegar|syrup|honey|cream|dressing|yogurt|yoghurt|custard|batter|dip\b/i
