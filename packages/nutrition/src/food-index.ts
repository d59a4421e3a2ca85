// An inverted index over normalised description tokens, with the per-food facts the
// scorer needs precomputed once, so that a lookup touches only foods sharing a word.
import { FLAG, plainHints } from './food-table'
import type { Food, FoodTable } from './food-table'

// Words that link other words in USDA descriptions; they add no length to a name.
const LINK_WORDS = new Set([
  'and',
  'or',
  'with',
  'without',
  'to',
  'as',
  'of',
  'in',
  'on',
  'the',
  'a',
  'from',
  'for',
  'type',
  'style',
  'ns',
  'nfs',
  'made',
  'includes',
  'include',
  'other',
  'than',
  'not',
  'no',
])

// USDA sometimes leads with a class ('Fish, salmon, grilled', 'Nuts, almonds', 'Beverages,
// tea'): then the second segment names the food.
const CLASS_NAMES = new Set([
  'fish',
  'cereal',
  'cereals ready to eat',
  'spice',
  'beverage',
  'alcoholic beverage',
  'candy',
  'nut',
  'seed',
  'salad dressing',
  'soft drink',
  'game meat',
  'luncheon meat',
  'crustacean',
  'mollusk',
  'sweetener',
  'babyfood',
  'dessert',
  'fast food',
  'restaurant',
])

// Words that say how a row was made, not which food it is ('commercially prepared', 'home
// recipe'): they add no length either.
const NEUTRAL_WORDS = new Set([
  'commercially',
  'commercial',
  'prepared',
  'enriched',
  'home',
  'recipe',
])

/** Preparation words that mean the food is not as eaten unless the user says so. */
export const NOT_AS_EATEN = new Set([
  'dry',
  'dried',
  'uncooked',
  'unprepared',
  'powder',
  'dehydrated',
  'concentrate',
  'frozen',
  'canned',
  'mix',
  'flour',
  'unheated',
  'unenriched',
  'condensed',
  'undiluted',
  'baking',
  'dough',
  'batter',
  'substitute',
  'imitation',
  'babyfood',
  'infant',
  'toddler',
  'school',
  'usda',
  'commodity',
  'industrial',
])

/** Words that say a food was cooked or is ready to eat. */
export const COOKED = new Set([
  'cooked',
  'prepared',
  'brewed',
  'boiled',
  'roasted',
  'baked',
  'broiled',
  'grilled',
  'steamed',
  'fried',
  'stewed',
  'braised',
  'sauteed',
  'scrambled',
  'poached',
])

export interface IndexedFood {
  food: Food
  /** distinct token ids anywhere in the description: flat[tokStart..tokEnd) */
  tokStart: number
  tokEnd: number
  /** distinct token ids of the first comma segment, where USDA names the food: flat[firstStart..firstEnd) */
  firstStart: number
  firstEnd: number
  /** the first token of the description */
  lead: number
  /** count of content tokens (link words and 'NS as to …' phrases left out) */
  length: number
  /** an 'NFS' / 'NS as to' row: USDA's default for an unspecified food */
  generic: boolean
  /** the query-independent part of the score: source, genericness, brand, plainness */
  prior: number
  restaurant: boolean
  produce: boolean
  /** the preparation part of the score for a query that names no preparation (see match.ts) */
  stateScore: number
  /** tokens with a WORD_CLASS (not as eaten, cooked, raw): flat[specialStart..specialEnd) */
  specialStart: number
  specialEnd: number
  /** the noun the name ends on ('Salad dressing' -> dressing, 'Hot dog sandwich' -> sandwich), or -1 */
  nameHead: number
  /** a word that makes the row a dish of the food ('souffle', 'with marshmallows'), or -1 */
  dishWord: number
  /** FAT_STATE: the row says no fat was added, or that fat was (or may have been) added */
  fat: number
}

// Words that turn a food into a dish or add a food to it: 'Squash, winter, souffle', 'Fruit
// salad, with marshmallows' and 'Zucchini, pickled' are not what 'squash', 'fruit salad' or
// 'zucchini' mean.
const DISH_WORDS = new Set([
  'souffle',
  'casserole',
  'pudding',
  'marshmallow',
  'fritter',
  'croquette',
  'pie',
  'cobbler',
  'crisp',
  'strudel',
  'turnover',
  'pickled',
  'candied',
  'breaded',
  // a variant without what the food usually has: said when meant ('meatless lasagna')
  'meatless',
  'decaffeinated',
  // a snack that only tastes of the food ('Onion flavored rings' are not onion rings)
  'flavored',
])

/** What a row says about added fat. */
export const FAT_STATE = { unknown: 0, none: 1, added: 2 } as const

/** Classes of description words that the scorer treats specially. */
export const WORD_CLASS = {
  none: 0,
  notAsEaten: 1,
  genericCooked: 2,
  cookedMethod: 3,
  raw: 4,
} as const

const GENERIC_COOKED = new Set(['cooked', 'prepared', 'brewed', 'heated'])

export interface FoodIndex {
  table: FoodTable
  vocabulary: Map<string, number>
  words: string[]
  postings: Int32Array[]
  foods: IndexedFood[]
  /** WORD_CLASS of each vocabulary word */
  wordClass: Int8Array
  /** token ids of all foods, sliced by IndexedFood offsets (one array: many small typed arrays are slow to allocate) */
  flat: Int32Array
  /** words of the vocabulary grouped by length, for spelling repair */
  byLength: Map<number, string[]>
  /** per food, for the scoring loop (typed arrays: no object look-ups per candidate) */
  cheapBase: Float64Array
  lengths: Int16Array
  stateScores: Float64Array
  restaurant: Uint8Array
  /** 1 for an SR Legacy row (not FNDDS) */
  srRow: Uint8Array
  /** FAT_STATE of each food */
  fatState: Uint8Array
  /**
   * the same per-food facts packed together for the ranking loop, PACKED_STRIDE numbers a food:
   * prior, stateScore, length, bits (PACKED_RESTAURANT, PACKED_SR, PACKED_PRODUCE, FAT_STATE
   * at PACKED_FAT_SHIFT), specialStart, specialEnd
   */
  packed: Float64Array
  /**
   * packed again in the order of each word's postings (word id's foods start at
   * postingOffset[id] * PACKED_STRIDE), so that a scan of a word's foods reads memory in order
   */
  postingPacked: Float64Array
  postingOffset: Int32Array
}

export const PACKED_STRIDE = 6
export const PACKED_RESTAURANT = 1
export const PACKED_SR = 2
export const PACKED_PRODUCE = 4
export const PACKED_FAT_SHIFT = 3

/**
 * How many comma segments name the food: one, or two when the first is a class ('Nuts,
 * almonds'); classWord says the first segment is such a class and not itself the name.
 */
function nameSegments(
  tokens: readonly number[],
  words: readonly string[],
  isLink: readonly boolean[],
): { segments: number; classWord: boolean } {
  let k = 0
  while (k < tokens.length && (tokens[k] ?? -1) >= 0) k++
  // class names are at most four words ('cereals ready to eat'): most names need no string work
  if (k >= tokens.length || k > 4) return ONE_SEGMENT
  const first: string[] = []
  for (let j = 0; j < k; j++) {
    const id = tokens[j] ?? 0
    if (!isLink[id]) first.push(words[id] ?? '')
  }
  if (!CLASS_NAMES.has(first.join(' '))) return ONE_SEGMENT
  // 'Fish, NS as to type, fried' has no second name to offer
  const next = words[tokens[k + 1] ?? 0]
  if (next === 'ns' || next === 'nfs') return ONE_SEGMENT
  return { segments: 2, classWord: true }
}

const ONE_SEGMENT = { segments: 1, classWord: false } as const

/** Builds the index from the table's pre-tokenised descriptions. */
export function buildFoodIndex(table: FoodTable): FoodIndex {
  const words = table.vocabulary
  const vocabulary = new Map(words.map((w, id) => [w, id]))
  const isLink = words.map((w) => LINK_WORDS.has(w))
  const isNeutral = words.map((w) => NEUTRAL_WORDS.has(w))
  const isDish = words.map((w) => DISH_WORDS.has(w))
  const nsId = vocabulary.get('ns') ?? -2
  const asId = vocabulary.get('as') ?? -2
  const toId = vocabulary.get('to') ?? -2
  const nfsId = vocabulary.get('nfs') ?? -2
  let total = 0
  for (const food of table.foods) total += food.tokens.length
  const flat = new Int32Array(total * 3)
  const wordClass = Int8Array.from(words, (w) =>
    NOT_AS_EATEN.has(w)
      ? WORD_CLASS.notAsEaten
      : GENERIC_COOKED.has(w)
        ? WORD_CLASS.genericCooked
        : COOKED.has(w)
          ? WORD_CLASS.cookedMethod
          : w === 'raw'
            ? WORD_CLASS.raw
            : WORD_CLASS.none,
  )
  // stamps mark a token as seen for the current food without clearing a set per food
  const seenAll = new Int32Array(words.length).fill(-1)
  const seenFirst = new Int32Array(words.length).fill(-1)
  const seenContent = new Int32Array(words.length).fill(-1)
  const counts = new Int32Array(words.length)
  const foods: IndexedFood[] = []
  let at = 0
  for (const food of table.foods) {
    const f = food.index
    const tokens = food.tokens
    const tokStart = at
    for (const id of tokens) {
      if (id >= 0 && seenAll[id] !== f) {
        seenAll[id] = f
        flat[at++] = id
        counts[id] = (counts[id] ?? 0) + 1
      }
    }
    const tokEnd = at
    const firstStart = at
    let segment = 0
    let skipping = false
    let generic = false
    let length = 0
    let lead = -1
    const name = nameSegments(tokens, words, isLink)
    const asides = food.asides
    let aside = 0
    let nameHead = -1
    for (let k = 0; k < tokens.length; k++) {
      const id = tokens[k] ?? -1
      if (id < 0) {
        segment++
        skipping = false
        continue
      }
      if (
        segment < name.segments &&
        !isLink[id] &&
        seenFirst[id] !== f &&
        !(name.classWord && segment === 0)
      ) {
        seenFirst[id] = f
        flat[at++] = id
        if (lead < 0) lead = id
      }
      // an aside in brackets ('Sports drink (Gatorade G)', '(includes mini-muffins)') adds nothing
      while (aside < asides.length && k >= (asides[aside + 1] ?? 0)) aside += 2
      if (aside < asides.length && k >= (asides[aside] ?? 0)) continue
      if (
        segment < name.segments &&
        !(name.classWord && segment === 0) &&
        !isLink[id] &&
        !skipping &&
        id !== nsId
      )
        nameHead = id
      // 'NS as to cooking method' says what USDA does not know; it is not part of the name
      if (id === nsId && tokens[k + 1] === asId && tokens[k + 2] === toId) skipping = generic = true
      if (id === nfsId) generic = true
      if (!skipping && !isLink[id] && !isNeutral[id] && seenContent[id] !== f) {
        seenContent[id] = f
        length++
      }
    }
    const firstEnd = at
    let dishWord = -1
    for (let p = tokStart; p < tokEnd && dishWord < 0; p++)
      if (isDish[flat[p] ?? 0]) dishWord = flat[p] ?? -1
    const specialStart = at
    for (let p = tokStart; p < tokEnd; p++) {
      const id = flat[p] ?? 0
      if (wordClass[id] !== WORD_CLASS.none) flat[at++] = id
    }
    let notEaten = 0
    let cooked = false
    let raw = false
    for (let p = specialStart; p < at; p++) {
      const cls = wordClass[flat[p] ?? 0]
      if (cls === WORD_CLASS.notAsEaten) notEaten++
      else if (cls === WORD_CLASS.genericCooked || cls === WORD_CLASS.cookedMethod) cooked = true
      else if (cls === WORD_CLASS.raw) raw = true
    }
    const produce = hasFlag(food, FLAG.produce)
    const stateScore = stateScoreOf(notEaten, cooked, raw, produce, false, false)
    let prior = 0
    if (hasFlag(food, FLAG.fndds)) prior += 0.4
    if (generic) prior += 0.4
    if (hasFlag(food, FLAG.brand)) prior -= 2.5
    if (hasFlag(food, FLAG.incomplete)) prior -= 0.3
    prior += 0.15 * plainHints(food)
    const fat = hasFlag(food, FLAG.noAddedFat)
      ? FAT_STATE.none
      : hasFlag(food, FLAG.fatAdded)
        ? FAT_STATE.added
        : FAT_STATE.unknown
    foods.push({
      food,
      tokStart,
      tokEnd,
      firstStart,
      firstEnd,
      lead,
      length,
      generic,
      prior,
      restaurant: hasFlag(food, FLAG.restaurant),
      produce,
      stateScore,
      specialStart,
      specialEnd: at,
      nameHead,
      dishWord,
      fat,
    })
  }
  const n = foods.length
  const cheapBase = new Float64Array(n)
  const lengths = new Int16Array(n)
  const stateScores = new Float64Array(n)
  const restaurant = new Uint8Array(n)
  const srRow = new Uint8Array(n)
  const fatState = new Uint8Array(n)
  const packed = new Float64Array(n * PACKED_STRIDE)
  for (let f = 0; f < n; f++) {
    const entry = foods[f]!
    cheapBase[f] = entry.prior
    lengths[f] = entry.length
    stateScores[f] = entry.stateScore
    restaurant[f] = entry.restaurant ? 1 : 0
    srRow[f] = hasFlag(entry.food, FLAG.fndds) ? 0 : 1
    fatState[f] = entry.fat
    const at = f * PACKED_STRIDE
    packed[at] = entry.prior
    packed[at + 1] = entry.stateScore
    packed[at + 2] = entry.length
    packed[at + 3] =
      (entry.restaurant ? PACKED_RESTAURANT : 0) |
      (srRow[f] ? PACKED_SR : 0) |
      (entry.produce ? PACKED_PRODUCE : 0) |
      (entry.fat << PACKED_FAT_SHIFT)
    packed[at + 4] = entry.specialStart
    packed[at + 5] = entry.specialEnd
  }
  const postings = words.map((_, id) => new Int32Array(counts[id] ?? 0))
  const fill = new Int32Array(words.length)
  for (const entry of foods) {
    for (let p = entry.tokStart; p < entry.tokEnd; p++) {
      const id = flat[p] ?? 0
      const list = postings[id]
      if (list) list[fill[id]!++] = entry.food.index
    }
  }
  const postingOffset = new Int32Array(words.length)
  let totalPostings = 0
  for (let id = 0; id < words.length; id++) {
    postingOffset[id] = totalPostings
    totalPostings += postings[id]!.length
  }
  const postingPacked = new Float64Array(totalPostings * PACKED_STRIDE)
  for (let id = 0; id < words.length; id++) {
    const list = postings[id]!
    let to = postingOffset[id]! * PACKED_STRIDE
    for (let p = 0; p < list.length; p++) {
      const from = list[p]! * PACKED_STRIDE
      for (let k = 0; k < PACKED_STRIDE; k++) postingPacked[to++] = packed[from + k]!
    }
  }
  const byLength = new Map<number, string[]>()
  for (const w of words) {
    if (w.length < 4 || /\d/.test(w)) continue
    const list = byLength.get(w.length) ?? []
    list.push(w)
    byLength.set(w.length, list)
  }
  return {
    table,
    vocabulary,
    words,
    postings,
    foods,
    flat,
    byLength,
    wordClass,
    cheapBase,
    lengths,
    stateScores,
    restaurant,
    srRow,
    fatState,
    packed,
    postingPacked,
    postingOffset,
  }
}

/**
 * Score for how the food is prepared. Raw fruit and salad vegetables are eaten raw; raw meat,
 * eggs and grains are not; dry, frozen or canned forms are not what a meal names.
 */
export function stateScoreOf(
  notEaten: number,
  cooked: boolean,
  raw: boolean,
  produce: boolean,
  asked: boolean,
  otherMethod: boolean,
): number {
  let score = -0.8 * Math.min(3, notEaten)
  // (a raw vegetable is the plain answer, unless the person said how it was cooked: 'roasted
  // butternut squash' is never the raw row)
  if (raw) score += produce && !asked ? 0.3 : -1.5
  else if (cooked && produce && !asked) score -= 0.3
  else if (cooked && !asked) score += 0.3
  // cooked some other way than the user said ('fried' asked, 'baked' found)
  if (otherMethod) score -= 0.5
  return score
}

export function hasFlag(food: Food, flag: number): boolean {
  return (food.flags & flag) !== 0
}

export { FLAG }
