// Reads one item ('2 slices of whole wheat toast', 'chicken breast 150g', 'a large banana')
// into an amount, a unit, a size and the words that name the food.
import { numberToken, readQuantity } from './quantity'
import { normaliseText, rawTokens, stem } from './tokenize'
import { sizeFor, unitFor } from './units'
import type { Size } from './units'

export const MAX_ITEM_TOKENS = 24
const MAX_TOKEN_LENGTH = 30

export interface ParsedItem {
  text: string
  /** null when the text gives no amount */
  quantity: number | null
  /** canonical unit ('g', 'cup', 'slice' …) or null for a bare count ('2 eggs') */
  unit: string | null
  size: Size | null
  /** stemmed words that name the food */
  words: string[]
}

// Words around the food that say nothing about it: 'I had', 'about', 'for lunch'.
const FILLER = new Set([
  'i',
  'im',
  'ive',
  'id',
  'we',
  'had',
  'have',
  'having',
  'ate',
  'eaten',
  'eat',
  'eating',
  'drank',
  'drink',
  'drinking',
  'just',
  'then',
  'also',
  'and',
  'with',
  'some',
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'maybe',
  'like',
  'got',
  'grabbed',
  'my',
  'the',
  'of',
  'for',
  'today',
  'tonight',
  'yesterday',
  'morning',
  'afternoon',
  'evening',
  'night',
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'supper',
  'snack',
  'dessert',
  'meal',
  'yum',
  'yummy',
  'delicious',
  'quick',
  'really',
  'very',
  'little',
  'bit',
  'extra',
  'side',
  'on',
  'in',
  'at',
  'a',
  'an',
  'few',
  'x',
])

const JOINERS = new Set(['and', 'with', 'n'])

// Trailing measure words that are not part of the food's name: 'pizza slice', 'chicken pieces'.
const TRAILING_UNITS = new Set([
  'slice',
  'piece',
  'strip',
  'wedge',
  'scoop',
  'cube',
  'square',
  'fillet',
  'serving',
  'portion',
  'link',
])

// Filler words that still name a food when they stand in the middle ('breakfast burrito').
const FOOD_FILLER = new Set([
  'breakfast',
  'dessert',
  'snack',
  'side',
  'extra',
  'little',
  'bit',
  'drink',
  'meal',
])

function readUnit(
  tokens: readonly string[],
  i: number,
): { unit: string | null; size: Size | null; next: number } {
  let size: Size | null = null
  let next = i
  // 'a couple of slices of pizza'
  if (tokens[next] === 'of' && unitFor(stem(tokens[next + 1] ?? ''))) next++
  // 'extra large', 'large', 'big'
  if (tokens[next] === 'extra' && sizeFor(tokens[next + 1] ?? '') === 'l') {
    size = 'xl'
    next += 2
  } else {
    const s = sizeFor(tokens[next] ?? '')
    if (s) {
      size = s
      next++
    }
  }
  let unit: string | null = null
  const word = tokens[next]
  if (word === 'fl' || word === 'fluid') {
    if (/^(?:oz|ounce|ounces)$/.test(tokens[next + 1] ?? '')) {
      unit = 'floz'
      next += 2
    }
  } else if (word !== undefined) {
    const u = unitFor(stem(word))
    if (u) {
      unit = u
      next++
    }
  }
  if (tokens[next] === 'of') next++
  return { unit, size, next }
}

/** Parses one item of a meal. Never throws; words may come back empty. */
export function parseItem(text: string): ParsedItem {
  const all = rawTokens(normaliseText(text))
  const tokens: string[] = []
  for (let k = 0; k < all.length && tokens.length < MAX_ITEM_TOKENS; k++) {
    const t = all[k]!
    if (t.length <= MAX_TOKEN_LENGTH) tokens.push(t)
  }
  let quantity: number | null = null
  let unit: string | null = null
  let size: Size | null = null

  let i = 0
  while (i < tokens.length && FILLER.has(tokens[i] ?? '') && !readQuantity(tokens, i)?.value) {
    // 'breakfast burrito' names a food; 'breakfast eggs' does too, and harmlessly
    if (
      FOOD_FILLER.has(tokens[i] ?? '') &&
      i + 1 < tokens.length &&
      !FILLER.has(tokens[i + 1] ?? '') &&
      numberToken(tokens[i + 1]) === undefined
    )
      break
    i++
  }
  // 'a' alone reads as 1, but 'a few' and 'a couple' read as more, so try the amount first
  const q = readQuantity(tokens, i)
  let rest: string[]
  if (q) {
    quantity = q.value
    const u = readUnit(tokens, q.next)
    unit = u.unit
    size = u.size
    rest = tokens.slice(u.next)
  } else {
    const u = readUnit(tokens, i)
    // 'cup of coffee', 'large banana': one of them
    if (u.unit || u.size) {
      quantity = 1
      unit = u.unit
      size = u.size
      rest = tokens.slice(u.next)
    } else {
      rest = tokens.slice(i)
    }
  }

  // an amount after the food: 'chicken breast 150g', 'rice (1 cup)', 'eggs x2'
  if (quantity === null) {
    for (let k = 1; k < rest.length; k++) {
      if (numberToken(rest[k]) === undefined) continue
      const after = readQuantity(rest, k)
      if (!after) continue
      const u = readUnit(rest, after.next)
      quantity = after.value
      unit = u.unit
      size = u.size
      const before = rest.slice(0, k)
      if (before[before.length - 1] === 'x') before.pop()
      rest = [...before, ...rest.slice(u.next)]
      break
    }
  }

  let words = rest.map(stem)
  // 'pizza slices', 'chicken pieces': a measure named after the food
  const last = words[words.length - 1]
  if (words.length > 1 && last !== undefined && TRAILING_UNITS.has(last) && unit === null) {
    unit = unitFor(last) ?? last
    words = words.slice(0, -1)
  }
  words = words.filter((w, k) => {
    const first = w.charCodeAt(0)
    if ((first === 126 || (first >= 48 && first <= 57)) && /^\d+(?:\.\d+)?$|^\d+\/\d+$|^~$/.test(w))
      return false
    if (!FILLER.has(w)) return true
    // 'mac and cheese' keeps its 'and' for the synonym table; the matcher drops it later
    if (JOINERS.has(w)) return k > 0 && k < words.length - 1
    // 'breakfast burrito' keeps its first word; 'for breakfast' does not
    return FOOD_FILLER.has(w) && k < words.length - 1 && !FILLER.has(words[k - 1] ?? '')
  })
  if (quantity !== null && !(quantity > 0 && Number.isFinite(quantity))) quantity = null
  return { text: text.trim(), quantity, unit, size, words }
}
