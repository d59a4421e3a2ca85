// 'fried rice, 2 cups', 'pho, about 3 cups', 'a california roll, 8 pieces': a part after a
// comma that is only an amount is the amount of the item before it, not an item of its own.
import { readQuantity } from './quantity'
import { rawTokens, stem } from './tokenize'
import { namesItsFood } from './unit-words'
import { sizeFor, unitFor } from './units'

// words that may stand before or around an amount without changing it
const HEDGES = new Set([
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'maybe',
  'like',
  'total',
  'in',
  'of',
  'it',
  'each',
  'or',
  // 'ate about 2 cups', 'the 10oz one', '450g takeaway box'
  'the',
  'takeaway',
  'takeout',
  'ate',
  'had',
  // how full the spoon or cup was: '3 heaped teaspoons'
  'heaped',
  'heaping',
  'level',
  'rounded',
  'so',
  // 'bowl was about 650g', 'it was like 2 cups', '300g ish'
  'was',
  'were',
  'is',
  'probably',
  'ish',
  // 'weighed 480g', 'weighs about 300g'
  'weighed',
  'weighing',
  'weighs',
  // 'prob 3 cups worth'
  'prob',
  'probs',
  'worth',
  // 'goldfish crackers, a snack bag': the bag the shops sell as a snack
  'snack',
])

// where a home-cooked portion came from: '450g portion from the batch i made'
const FROM_THE_BATCH = /\s+(?:from|out of) (?:the|a|my|our) (?:batch|pot|tray|pan|dish|lot)\b.*$/

// all of what a unit held: 'the whole bag'
const WHOLE = new Set(['whole', 'full', 'entire'])

// what the amount was served in, said before it: 'bowl was about 650g', 'plate was 400g'
// ('the 10.5 oz tray': a frozen meal's tray, weighed on its label)
const SERVED_IN = new Set([
  'bowl',
  'plate',
  'portion',
  'serving',
  'box',
  'tub',
  'container',
  'tray',
])

/** Whether an item's text says only how much ('2 cups', 'about 1.5 cups', '8 pieces', 'large'). */
export function isAmountOnly(text: string): boolean {
  // (an amount is a few words: most parts are foods and are turned away here, untokenised)
  // ('3 heaped teaspoons (20g)': what the parenthesis says belongs to the same amount, and
  // 'ate about 3 cups (left some broth)' says no more than its amount)
  const outside = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(FROM_THE_BATCH, '')
    // ('the 20 fl oz bottle': fluid ounces are one unit)
    .replace(/\bfl\.? ?oz\b/g, 'floz')
    .trim()
  if (outside.length > 34) return false
  const said = rawTokens(outside).filter(
    (t, k, all) => !HEDGES.has(t) && t !== '~' && !(t === 'one' && k === all.length - 1 && k > 0),
  )
  // ('bowl was about 650g' weighs what was in the bowl: a weight or volume must follow)
  const tokens =
    said.length > 1 && SERVED_IN.has(said[0] ?? '') && /^\d/.test(said[1] ?? '')
      ? said.slice(1)
      : said
  if (tokens.length === 0) return false
  // 'a caramel macchiato, grande': a lone size is the size of the item before
  if (tokens.length === 1 && sizeFor(tokens[0] ?? '') !== undefined) return true
  if (isLoneUnit(tokens)) return true
  // 'sausage casserole, big bowl': a size and a unit
  if (
    tokens.length === 2 &&
    sizeFor(tokens[0] ?? '') !== undefined &&
    unitFor(stem(tokens[1] ?? '')) !== undefined
  )
    return !namesItsFood(unitFor(stem(tokens[1] ?? '')))
  const read = readQuantity(tokens)
  if (!read || read.next === 0) return false
  const rest = tokens.slice(read.next)
  // 'a' alone or 'a large' names no amount; a number or a unit must be there
  const hasNumber = read.next > 1 || tokens[0] !== 'a'
  const hasUnit = rest.some((t) => unitFor(stem(t)) !== undefined)
  if (!hasNumber && !hasUnit) return false
  // ('2 rashers', 'a pint' name their food: they are items of their own)
  return (
    // ('450g portion': what it was served as, after the amount)
    rest.every(
      (t) => unitFor(stem(t)) !== undefined || sizeFor(t) !== undefined || SERVED_IN.has(t),
    ) && !rest.some((t) => namesItsFood(unitFor(stem(t))))
  )
}

// 'irish stew, bowl', 'microwave popcorn, whole bag': a unit alone, with no number, is one of it
function isLoneUnit(tokens: readonly string[]): boolean {
  const lone = tokens.length === 2 && WHOLE.has(tokens[0] ?? '') ? tokens.slice(1) : tokens
  if (lone.length !== 1) return false
  const unit = unitFor(stem(lone[0] ?? ''))
  return unit !== undefined && !namesItsFood(unit)
}

/**
 * Whether a part is a bare unit ('bowl', 'whole bag (~3 cups)'): it holds the dish the meal
 * named first, all of it ('split pea soup w ham, bowl' is a bowl of the soup, the ham in it).
 */
export function isBareUnit(text: string): boolean {
  return isLoneUnit(rawTokens(text.replace(/\([^)]*\)/g, ' ').trim()))
}

// 'a cup and a half', 'one and a half cups', '2 and a half': one amount, not two items
const AND_A_HALF =
  /\b(?:(a|an|one|\d+) ([a-z]+ )?and (?:a )?half|(a|an|one|two|three|four|\d+) and (?:a )?half)\b/g
const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
}

/** The text with 'N [unit] and a half' written as one number: 'a cup and a half' -> '1.5 cup'. */
export function joinHalves(text: string): string {
  if (!text.includes('half')) return text
  return text.replace(
    AND_A_HALF,
    (m, n1: string | undefined, unit: string | undefined, n2: string | undefined) => {
      const word = n1 ?? n2 ?? ''
      const n = SMALL_NUMBERS[word] ?? Number(word)
      if (!Number.isFinite(n)) return m
      // only a unit may stand between the number and 'and a half' ('a burger and half a …' stays)
      if (unit !== undefined && unitFor(stem(unit.trim())) === undefined) return m
      return `${n + 0.5}${unit ? ` ${unit.trim()}` : ''}`
    },
  )
}
