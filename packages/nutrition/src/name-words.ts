// Words of an item's name that the parser read as an amount but that may name the food:
// a count noun after it ('fish sticks'), a size or amount word before it ('a big mac', 'a
// quarter pounder'); and a plural that counts without a number ('sausages' are two).
import type { FoodIndex } from './food-index'
import { matchWords, namesTogether } from './match'
import type { FoodMatch } from './match'
import { splitAsides } from './parse-item'
import type { ParsedItem } from './parse-item'
import { hasCountMeasure, naturalUnit } from './portions'
import { rawTokens } from './tokenize'
import { isVolumeUnit, isWeightUnit } from './units'

/**
 * 'asparagus spears', 'garlic cloves': the count is of the food's own part, unless the table
 * names a food with that word ('fish sticks', 'mozzarella sticks'), which is then the food.
 */
export function readCountNoun(
  ix: FoodIndex,
  match: (words: readonly string[]) => FoodMatch | undefined,
  parsed: ParsedItem,
): ParsedItem {
  const noun = parsed.countNoun
  if (!noun) return parsed
  const whole = match([...parsed.words, noun])
  if (!whole) return parsed
  const tokens = whole.food.tokens
  const named = [noun, ...matchWords(ix, parsed.words)].every((w) => {
    const id = ix.vocabulary.get(w)
    return id !== undefined && tokens.includes(id)
  })
  if (!named) return parsed
  // '6 fish sticks' are six of its 'stick' measure; a food without one is counted as usual
  const { countNoun: _noun, ...rest } = parsed
  const unit =
    parsed.unit !== null &&
    (isWeightUnit(parsed.unit) ||
      isVolumeUnit(parsed.unit) ||
      hasCountMeasure(whole.food, parsed.unit) ||
      naturalUnit(whole.food) === undefined)
      ? parsed.unit
      : null
  return { ...rest, unit, words: [...parsed.words, noun] }
}

/**
 * A size word that the table names a food with is part of its name: 'a big mac' is the
 * burger (McDONALD'S, BIG MAC), not a large serving of macaroni.
 */
export function readSizeWord(ix: FoodIndex, parsed: ParsedItem): ParsedItem {
  const next = parsed.words[0]
  const amount = parsed.amountWord
  if (amount !== undefined && next !== undefined && namesTogether(ix, amount, next)) {
    // 'a quarter pounder' is one burger, not a quarter of one
    const { amountWord: _amount, ...rest } = parsed
    return { ...rest, quantity: 1, words: [amount, ...parsed.words] }
  }
  const word = parsed.sizeWord
  if (word === undefined || next === undefined || !namesTogether(ix, word, next)) return parsed
  const { sizeWord: _word, rowSize: _rowSize, ...rest } = parsed
  return { ...rest, size: null, words: [word, ...parsed.words] }
}

// foods served two at a time when no number is said: 'sausages and mash', 'rashers', 'eggs'
const SERVED_IN_TWOS = new Set(['sausages', 'snags', 'bangers', 'chipolatas', 'rashers', 'eggs'])

/**
 * 'bangers n mash', 'rashers, sausages, black pudding': the plural of a food served two at a
 * time is two of them, not one (a scrambled egg's serving already counts its eggs).
 */
export function servedInTwos(parsed: ParsedItem): boolean {
  if (parsed.quantity !== null || parsed.unit !== null || parsed.size !== null) return false
  const said = rawTokens(splitAsides(parsed.text).outside)
  return SERVED_IN_TWOS.has(said[said.length - 1] ?? '') && !said.includes('scrambled')
}

// cakes and biscuits named one at a time: 'lamington', 'anzac bikkie w a cuppa' is one of them,
// not USDA's 'quantity not specified' (a 200 g piece of coconut cake, two oatmeal cookies)
// ('red velvet cupcake' read 200 g, a slice of the cake)
const SERVED_AS_ONE = new Set(['lamington', 'bikkie', 'passionfruit', 'passion fruit', 'cupcake'])

/** Whether a food named alone, with no number, is one of it: 'lamington', 'anzac bikkie'. */
export function servedAsOne(parsed: ParsedItem): boolean {
  if (parsed.quantity !== null || parsed.unit !== null || parsed.size !== null) return false
  const said = rawTokens(splitAsides(parsed.text).outside)
  return (
    SERVED_AS_ONE.has(said[said.length - 1] ?? '') || SERVED_AS_ONE.has(said.slice(-2).join(' '))
  )
}
