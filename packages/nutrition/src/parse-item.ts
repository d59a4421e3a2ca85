// Reads one item ('2 slices of whole wheat toast', 'chicken breast 150g', 'a large banana')
// into an amount, a unit, a size and the words that name the food.
import { saysMadeWithMilk } from './milk-words'
import { NAMED_PHRASES } from './phrase-data'
import { numberToken, readQuantity } from './quantity'
import { normaliseText, rawTokens, stem } from './tokenize'
import { COUNT_NOUNS, VOLUME_ML, isVolumeUnit, isWeightUnit, sizeFor, unitFor } from './units'
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
  words: readonly string[]
  /**
   * the size named outside parentheses with no unit ('a large bagel'): it may pick the row
   * that has a measure of that size; a size in parentheses only sets the grams
   */
  rowSize?: Size
  /**
   * the part the food was counted by, taken from the end of its name ('asparagus spears'):
   * the unit now, unless the table names a food with it ('fish sticks', see name-words.ts)
   */
  countNoun?: string
  /** the word the size was read from when it stood right before the food ('a big mac') */
  sizeWord?: string
  /** the size was 'mini': the food's miniature measure ('15 mini pretzels') */
  mini?: boolean
  /** a candy bar's named size, 'fun-size' or 'king-size' ('2 fun size mars bars') */
  barSize?: string
  /** 'quarter' or 'half' read as the amount of 'a quarter pounder': it may name the food */
  amountWord?: string
  /** set by the meal's split: the item was added to the one before with 'with' ('yogurt with granola') */
  addedWith?: boolean
  /** the food was weighed with what is not eaten ('banana with peel', 'unpeeled') */
  withRefuse?: boolean
  /** grams of one of the unit, where the person's region counts it otherwise than USDA (a banger) */
  unitGrams?: number
  /** a parenthesis says it was made with milk ('porridge (made with milk)', made-with-milk.ts) */
  madeWithMilk?: boolean
  /** the container a stated volume was in ('330ml can of irn bru'): it may say what is in it */
  heldIn?: string
  /** the volume said outside parentheses, when it is a drink's ('600ml big m chocolate'): ml */
  pouredMl?: number
}

// Words around the food that say nothing about it: 'I had', 'about', 'for lunch'.
const FILLER = new Set([
  // the course a dish was: 'paneer tikka starter'
  'starter',
  'starters',
  'appetiser',
  'appetizer',
  // what the food was left over from, or that nothing else came with it: 'mustard only'
  'leftover',
  'leftovers',
  'only',
  'i',
  'im',
  'ive',
  'id',
  'we',
  'had',
  'have',
  'was',
  'were',
  'is',
  'as',
  'this',
  'finished',
  'ordered',
  'enjoyed',
  // how one food was put with another: 'pasta tossed with pesto' (split-items.ts)
  'tossed',
  'drizzled',
  'smothered',
  'covered',
  'sprinkled',
  'served',
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
  // how it was cooked: 'crockpot pot roast'
  'crockpot',
  // 'prob 4 har gow', 'prob 3 cups worth'
  'prob',
  'probs',
  'worth',
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

/** Whether a word says nothing about the food ('had', 'for', 'tossed'). */
export const isFiller = (word: string): boolean => FILLER.has(word)

const JOINERS = new Set(['and', 'with', 'n'])
const ARTICLE_ONE = new Set(['a', 'an', 'one'])

// a yogurt sold in a single-serve cup ('a yogurt cup'), stemmed (a pudding or jelly cup
// finds its ready-to-eat row by the word)
const SOLD_IN_CUPS = new Set(['yogurt', 'yoghurt', 'jello', 'jelly'].map(stem))

// Trailing measure words that are not part of the food's name: 'pizza slice', 'chicken pieces'.
const TRAILING_UNITS = new Set([
  'slice',
  'piece',
  'strip',
  'wedge',
  'scoop',
  'cube',
  'chunk',
  'square',
  'fillet',
  'serving',
  'portion',
  'link',
  // 'a sugar packet', 'a beer bottle', 'a coke can': the container the food came in
  'packet',
  'bottle',
  'can',
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

// Measure abbreviations: never words of a food's name, wherever they stand ('smoothie 16 oz').
const MEASURE_WORDS = new Set([
  'g',
  'gr',
  'kg',
  'mg',
  'oz',
  'lb',
  'ml',
  'cl',
  'dl',
  'fl',
  'tbsp',
  'tsp',
  'kcal',
  'cal',
])

/**
 * The item's text outside parentheses and the texts inside them: 'a smoothie (16 oz)' ->
 * 'a smoothie' and ['16 oz']. A '(' never closed runs to the end; a stray ')' is dropped.
 */
export function splitAsides(text: string): { outside: string; asides: string[] } {
  // (most texts have no brackets: asked of every item, several times)
  if (!text.includes('(') && !text.includes(')')) return { outside: text, asides: [] }
  let outside = ''
  const asides: string[] = []
  let depth = 0
  let aside = ''
  for (const c of text) {
    if (c === '(') {
      if (depth === 0) aside = ''
      else aside += ' '
      depth++
      outside += ' '
    } else if (c === ')') {
      if (depth > 0 && --depth === 0) asides.push(aside)
      else if (depth > 0) aside += ' '
      outside += depth === 0 ? ' ' : ''
    } else if (depth > 0) aside += c
    else outside += c
  }
  if (depth > 0) asides.push(aside)
  return { outside, asides }
}

interface Amount {
  quantity: number
  unit: string | null
  size: Size | null
  /** the amount is of each one counted outside ('(330ml each)') */
  each?: boolean
}

// what a drink or a snack comes in, read as no food word after a stated weight or volume
const CONTAINERS = new Set([
  'can',
  'tin',
  'bottle',
  'carton',
  'bag',
  'packet',
  'pack',
  'box',
  'pouch',
  'jar',
  'tub',
])
// volumes a drink is sold or poured in; a cup or a spoon measures food as well
const DRINK_VOLUMES = new Set(['ml', 'cl', 'dl', 'l', 'floz'])

// a container, or a measure other than a glass, after a stated weight or volume
const heldIn = (word: string): boolean =>
  CONTAINERS.has(stem(word)) || (word !== 'glass' && unitFor(stem(word)) !== undefined)
const weighed = (unit: string | null) => unit !== null && (isWeightUnit(unit) || isVolumeUnit(unit))

// words after which a measure's word is a verb: 'didnt touch', 'never touched'
const ASIDE_VERBS = new Set(['didnt', 'didn', 'dont', 'not', 'never', 'wont', 'barely', 'hardly'])

/** The amount or size a parenthesis gives ('16 oz', 'one bowl, with milk', 'large'), if any. */
function asideAmount(aside: string): Amount | undefined {
  const tokens = rawTokens(normaliseText(aside)).slice(0, MAX_ITEM_TOKENS)
  let first: Amount | undefined
  let volume: Amount | undefined
  for (let k = 0; k < tokens.length; k++) {
    let found: Amount | undefined
    // (where the amount read ends: '12 fl oz' is one amount, not '12 fl oz' and then 'oz')
    let end = k + 1
    const q = readQuantity(tokens, k)
    if (q && q.value > 0 && Number.isFinite(q.value)) {
      // ('a third of the tube': the share of a unit, said with 'of the' between them)
      const ofThe = tokens[q.next] === 'of' && /^(?:the|a|an)$/.test(tokens[q.next + 1] ?? '')
      const shared = ofThe ? readUnit(tokens, q.next + 2) : undefined
      const u = shared?.unit ? shared : readUnit(tokens, q.next)
      // 'a' alone is an amount only with a unit or size after it ('a big one')
      if (q.next > k + 1 || numberToken(tokens[k]) !== undefined || u.unit || u.size) {
        found = { quantity: q.value, unit: u.unit, size: u.size }
        end = u.next
      }
    }
    // ('didnt touch the pasta': a verb, not a touch of anything)
    if (!found && !ASIDE_VERBS.has(tokens[k - 1] ?? '')) {
      const u = readUnit(tokens, k)
      if (u.unit || u.size) {
        found = { quantity: 1, unit: u.unit, size: u.size }
        end = u.next
      }
    }
    if (!found) continue
    k = Math.max(k, end - 1)
    // a weight, then a volume, is the most exact of what a parenthesis says ('big bowl, about
    // 3 cups', '3 heaped teaspoons (20g)')
    // ('x2 (12 fl oz cans)': a volume of cans or bottles is each one's)
    const each = tokens.includes('each') || tokens.includes('cans') || tokens.includes('bottles')
    if (found.unit !== null && isWeightUnit(found.unit)) return { ...found, each }
    if (weighed(found.unit)) volume ??= { ...found, each }
    first ??= found
  }
  return volume ?? first
}

/** A number or range token: '2', '1.5', '1/2', '~' (a trailing '%' makes it a word: '2%'). */
function isAmountToken(w: string): boolean {
  const first = w.charCodeAt(0)
  return (first === 126 || (first >= 48 && first <= 57)) && /^\d+(?:\.\d+)?$|^\d+\/\d+$|^~$/.test(w)
}

function readUnit(
  tokens: readonly string[],
  i: number,
): { unit: string | null; size: Size | null; next: number } {
  let size: Size | null = null
  let next = i
  // '2 heaped teaspoons', 'a level tbsp': how full the spoon was stands before the spoon, and
  // never hides it (a heaped '3 tbsp of sugar' read three teaspoons, '(2 heaped teaspoons)' one;
  // a heaped spoon counts twice, in parseItem)
  if (SPOON_FULLNESS.has(tokens[next] ?? '') && unitFor(stem(tokens[next + 1] ?? '')) !== undefined)
    next++
  // 'a little olive oil', 'a little bit of cheese', 'a bit of onion': a small amount, not a size
  if (
    tokens[i - 1] === 'a' &&
    (tokens[next] === 'bit' ||
      (tokens[next] === 'little' && !unitFor(stem(tokens[next + 1] ?? ''))))
  ) {
    // ('a bit of cheddar' is a bit of a food's serving; 'a little' a touch: portions.ts)
    const unit = tokens[next] === 'bit' ? 'bit' : 'touch'
    next += tokens[next] === 'little' && tokens[next + 1] === 'bit' ? 2 : 1
    if (tokens[next] === 'of') next++
    return { unit, size: null, next }
  }
  // 'a pack of reese's cups' is a packet of them ('a 6 pack' of beer stays a word)
  if (tokens[next] === 'pack' && tokens[next + 1] === 'of')
    return { unit: 'packet', size, next: next + 2 }
  // 'a side of fries' is a side order of them, not one fry
  if (tokens[next] === 'side' && tokens[next + 1] === 'of')
    return { unit: 'serving', size, next: next + 2 }
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
    // a pot holds what follows 'of' ('a pot of tea'); a pot roast or pot pie is a dish
    if (u && (u !== 'pot' || tokens[next + 1] === 'of')) {
      unit = u
      next++
    }
  }
  if (tokens[next] === 'of') next++
  return { unit, size, next }
}

const BAR_SIZES = new Set(['fun', 'king'])
const SPOON_FULLNESS = new Set(['heaped', 'heaping', 'level', 'rounded', 'scant', 'generous'])
const HEAPED_SPOON = /\b(?:heaped|heaping)\s+(?:tsps?|teaspoons?|tbsps?|tablespoons?)\b/

// How a food was cooked, said in a parenthesis or after a comma (split-items moves it there)
const COOKED_HOW =
  /^(?:(?:lightly|pan|deep|air|stir|hard|soft|oven|slow|well) )?(scrambled|fried|poached|grilled|roasted|baked|boiled|steamed|mashed|toasted|sauteed|broiled|stewed|braised|barbecued|cooked|raw)$/

/** The cooking method a parenthesis says and nothing else ('grilled', 'hard boiled'), if any. */
export function howCooked(aside: string): string | undefined {
  return COOKED_HOW.exec(aside.trim().toLowerCase())?.[1]
}

/**
 * Parses one item of a meal. Never throws; words may come back empty. Text in parentheses is
 * details of the item: it may give the amount or size, or how the food was cooked, never other
 * words of the food's name.
 */

export function parseItem(text: string): ParsedItem {
  const hasAside = text.includes('(') || text.includes(')')
  const { outside, asides } = hasAside ? splitAsides(text) : { outside: text, asides: [] }
  const all = rawTokens(normaliseText(outside))
  const tokens: string[] = []
  for (let k = 0; k < all.length && tokens.length < MAX_ITEM_TOKENS; k++) {
    const t = all[k]!
    if (t.length <= MAX_TOKEN_LENGTH) tokens.push(t)
  }
  let quantity: number | null = null
  let unit: string | null = null
  let size: Size | null = null
  let sizeWord: string | undefined

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
  let amountWord: string | undefined
  let container: string | undefined
  if (q) {
    quantity = q.value
    // 'a quarter pounder', and a bare 'quarter pounder': the amount word may name the food
    const word = tokens[i + 1] ?? ''
    const first = tokens[i] ?? ''
    if (q.next === i + 2 && ARTICLE_ONE.has(first) && (word === 'quarter' || word === 'half'))
      amountWord = word
    else if (q.next === i + 1 && (first === 'quarter' || first === 'half')) amountWord = first
    const u = readUnit(tokens, q.next)
    unit = u.unit
    size = u.size
    rest = tokens.slice(u.next)
    if (size !== null && unit === null) sizeWord = tokens[u.next - 1]
    // '330ml can of irn bru', '500 ml bottle of water', '120g slice of carrot cake': the
    // weight or volume is the amount, and the container or the measure only holds it (its
    // word is never the food's: a 'can' is no canned cheese, a slice no other cake; a glass
    // stays, as 'a glass of red' names its wine)
    if (weighed(unit) && rest[1] === 'of' && heldIn(rest[0] ?? '')) {
      container = unitFor(stem(rest[0] ?? '')) ?? stem(rest[0] ?? '')
      rest = rest.slice(2)
    }
  } else {
    const u = readUnit(tokens, i)
    // 'cup of coffee', 'large banana': one of them
    if (u.unit || u.size) {
      quantity = 1
      unit = u.unit
      size = u.size
      rest = tokens.slice(u.next)
      if (size !== null && unit === null) sizeWord = tokens[u.next - 1]
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
  // 'fun size', 'king size': a candy bar's size, its own measure, never words of its name
  let barSize: string | undefined
  const sizeAt = words.findIndex((w, k) => BAR_SIZES.has(w) && words[k + 1] === 'size')
  if (sizeAt >= 0) {
    barSize = `${words[sizeAt]}-size`
    words = [...words.slice(0, sizeAt), ...words.slice(sizeAt + 2)]
  }
  // 'a yogurt cup' is one container of it, and the cup no food word (it made 'yogurt cup' a
  // dessert topping made with half a cup of milk)
  if (
    unit === null &&
    words.length > 1 &&
    words[words.length - 1] === 'cup' &&
    SOLD_IN_CUPS.has(words[words.length - 2] ?? '')
  ) {
    words = words.slice(0, -1)
    quantity = quantity ?? 1
    unit = 'container'
  }
  // 'pizza slices', 'chicken pieces', 'asparagus spears': a measure named after the food
  // ('caramel slice' and 'zucchini slice' are the Australian bakes, named so in the phrase table)
  const last = words[words.length - 1]
  const measureLast =
    words.length > 1 &&
    last !== undefined &&
    (TRAILING_UNITS.has(last) || COUNT_NOUNS.has(last)) &&
    !NAMED_PHRASES.has(words.slice(-2).join(' '))
  let countNoun: string | undefined
  if (measureLast && unit === null) {
    // ('celery sticks' with no number are a serving of them, not one stick)
    const uncountedParts =
      quantity === null && COUNT_NOUNS.has(last) && new RegExp(`\\b${last}s\\b`).test(text)
    words = words.slice(0, -1)
    if (!uncountedParts) {
      unit = unitFor(last) ?? last
      if (COUNT_NOUNS.has(last)) countNoun = last
    }
  } else if (measureLast && unit !== null && (isWeightUnit(unit) || isVolumeUnit(unit))) {
    // '150 g salmon fillet', '200 g pizza slices': weighed, the noun only says in what form
    // ('150 g fish sticks' keeps it: readCountNoun asks the table)
    words = words.slice(0, -1)
    countNoun = last
  }
  // 'salt to taste': a pinch
  if (words.length > 2 && words[words.length - 2] === 'to' && words[words.length - 1] === 'taste') {
    words = words.slice(0, -2)
    if (quantity === null && unit === null) {
      quantity = 1
      unit = 'pinch'
    }
  }
  // 'unpeeled' (what the meal's split makes of 'with peel') says how it was weighed
  const withRefuse =
    words.includes('unpeeled') ||
    asides.some((a) => /\b(?:peels?|rinds?|shells?|unpeeled)\b/i.test(a))
  if (withRefuse) words = words.filter((w) => w !== 'unpeeled')
  words = words.filter((w, k) => {
    if (isAmountToken(w)) return false
    // digits and units are never food words: 'smoothie 16 oz', '2 x 3 cups'
    if (MEASURE_WORDS.has(w)) return false
    if (k > 0 && isAmountToken(words[k - 1] ?? '') && unitFor(w) !== undefined) return false
    if (!FILLER.has(w)) return true
    // 'mac and cheese' keeps its 'and' for the synonym table; the matcher drops it later
    if (JOINERS.has(w)) return k > 0 && k < words.length - 1
    // 'breakfast burrito' keeps its first word; 'for breakfast' does not
    return FOOD_FILLER.has(w) && k < words.length - 1 && !FILLER.has(words[k - 1] ?? '')
  })
  // '2 eggs (scrambled)', 'chicken breast (grilled)': how it was cooked, said after it, picks
  // its row as it would said before ('2 eggs, scrambled' reads the same as '2 scrambled eggs')
  for (const aside of asides) {
    const method = howCooked(aside)
    if (method !== undefined && !words.includes(stem(method))) words = [stem(method), ...words]
  }
  // 'mini' names a miniature measure of the food, not a smaller row of it
  const mini = size !== null && unit === null && (sizeWord === 'mini' || sizeWord === 'miniature')
  const rowSize = unit === null && !mini ? size : null
  // a parenthesis's weight or volume is the most exact amount; else it fills what is missing
  // (what the text says, before a parenthesis's more exact amount replaces it)
  const pouredMl =
    unit !== null && DRINK_VOLUMES.has(unit) ? (quantity ?? 1) * (VOLUME_ML[unit] ?? 0) : 0
  for (const aside of asides) {
    const a = asideAmount(aside)
    if (!a) continue
    const exact = a.unit !== null && (isWeightUnit(a.unit) || isVolumeUnit(a.unit))
    // 'a california roll (8 pieces)': a count of pieces is more exact than 'a'
    const pieces = a.unit !== null && a.quantity > 1 && quantity === 1 && unit === null
    if (exact || pieces || (quantity === null && unit === null)) {
      // ('a can of irn bru (330ml)': the can still says what holds the drink)
      if (unit !== null && CONTAINERS.has(unit)) container ??= unit
      // '2 bottles of peroni (330ml each)': the parenthesis weighs one of them
      quantity = a.each && quantity !== null && quantity > 1 ? quantity * a.quantity : a.quantity
      unit = a.unit
      size = a.size ?? size
    } else if (size === null && a.size !== null && unit === null) size = a.size
    break
  }
  if (quantity !== null && !(quantity > 0 && Number.isFinite(quantity))) quantity = null
  // a heaped spoon holds about twice a level one ('3 heaped tsp' of a drink powder)
  if ((unit === 'tsp' || unit === 'tbsp') && HEAPED_SPOON.test(text)) quantity = (quantity ?? 1) * 2
  // 'fro yo w/ sprinkles': sprinkles with no food after them are the food, not a measure
  if (words.length === 0 && unit === 'sprinkle' && /\bsprinkles\b/.test(outside)) {
    words = ['sprinkle']
    unit = null
    quantity = null
  }
  const parsed: ParsedItem = { text: text.trim(), quantity, unit, size, words }
  if (rowSize) parsed.rowSize = rowSize
  if (rowSize && sizeWord !== undefined && sizeFor(sizeWord) === rowSize) parsed.sizeWord = sizeWord
  if (countNoun && (parsed.unit === unitFor(countNoun) || weighed(parsed.unit)))
    parsed.countNoun = countNoun
  if (withRefuse) parsed.withRefuse = true
  if (asides.some((a) => saysMadeWithMilk(a.toLowerCase()))) parsed.madeWithMilk = true
  if (mini) parsed.mini = true
  if (barSize !== undefined) parsed.barSize = barSize
  if (amountWord !== undefined && unit === null) parsed.amountWord = amountWord
  if (container !== undefined) parsed.heldIn = container
  if (pouredMl > 0) parsed.pouredMl = pouredMl
  return parsed
}
