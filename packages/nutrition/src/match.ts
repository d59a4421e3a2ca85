// Picks the food a person means by a few words. General rules rank every food sharing a
// word with the query: how much of the query the description covers, whether the food's
// name (USDA's first segment) is what was asked for, how short and plain the description
// is, and whether the food is as eaten (the parts and their weights are in score.ts). A
// curated table then settles the most common words.
import { CURATED, curatedKey } from './curated'
import {
  PACKED_FAT_SHIFT,
  PACKED_PRODUCE,
  PACKED_RESTAURANT,
  PACKED_SR,
  PACKED_STRIDE,
  WORD_CLASS,
  stateScoreOf,
} from './food-index'
import { isEnglishWord } from './english-words'
import type { FoodIndex, IndexedFood } from './food-index'
import type { Food } from './food-table'
import { queryWords } from './query-words'
import {
  NAME_BONUS,
  NOT_A_CANDIDATE,
  WEIGHTS,
  candidateCoverage,
  confidenceOf,
  coverageFloor,
  coverageOf,
  coverageScore,
  curatedScore,
  extraWordsScore,
  leanScore,
  nameScore,
  restaurantScore,
  srExtraWordsScore,
  unknownWordWeight,
  wholeQueryScore,
  wordWeight,
} from './score'
import type { WordRole } from './score'
import { hasOneWordRule } from './synonyms'

export interface FoodMatch {
  food: Food
  score: number
  /** share of the query's weight the description covers, 0..1 */
  coverage: number
  /** 0..1: how much of the query the food covers, and how plainly */
  confidence: number
}

// Preparation words: they steer the choice but are not the food.
const COOKING_EQUIVALENTS: Readonly<Record<string, readonly string[]>> = {
  grilled: ['broiled', 'roasted', 'baked'],
  barbecue: ['grilled', 'broiled', 'roasted'],
  broiled: ['grilled', 'baked', 'roasted'],
  roasted: ['baked', 'broiled', 'grilled'],
  roast: ['roasted', 'baked'],
  baked: ['roasted', 'broiled'],
  fried: ['sauteed'],
  sauteed: ['fried'],
  steamed: ['boiled', 'cooked'],
  boiled: ['steamed', 'poached', 'cooked'],
  poached: ['boiled', 'steamed'],
  scrambled: [],
  stewed: ['boiled'],
  toasted: [],
  raw: [],
  cooked: ['boiled', 'baked', 'roasted', 'steamed'],
  mashed: [],
  smoked: [],
}

const SIZE_OR_STATE = new Set([
  ...Object.keys(COOKING_EQUIVALENTS),
  'hot',
  'cold',
  'iced',
  'small',
  'large',
  'medium',
  'sliced',
  'chopped',
  'diced',
  'whole',
  'lean',
])

interface Scratch {
  queryStamp: Int32Array
  cheap: Float64Array
  coverage: Float64Array
  /**
   * per food, the query words it has as bits: bit k for word k, bit 8 + k when it has only an
   * equivalent of word k ('broiled' for 'grilled'); 0 for foods not touched by this query
   */
  mask: Int32Array
  touched: Int32Array
  /** weight of each set of (up to 8) query words, by bit mask */
  maskWeight: Float64Array
  /** the masks of the touched foods by position, taken out of mask (which is left all 0) */
  masks: Int32Array
  generation: number
}

/** POPCOUNT[m]: how many bits of the 8-bit mask m are set */
const POPCOUNT = Uint8Array.from({ length: 256 }, (_, m) => {
  let n = 0
  for (let b = m; b > 0; b &= b - 1) n++
  return n
})

const scratchByIndex = new WeakMap<FoodIndex, Scratch>()

function scratchFor(index: FoodIndex): Scratch {
  let s = scratchByIndex.get(index)
  if (!s) {
    const n = index.foods.length
    s = {
      queryStamp: new Int32Array(index.words.length),
      cheap: new Float64Array(n),
      coverage: new Float64Array(n),
      mask: new Int32Array(n),
      touched: new Int32Array(n),
      maskWeight: new Float64Array(256),
      masks: new Int32Array(n),
      generation: 0,
    }
    scratchByIndex.set(index, s)
  }
  return s
}

const repairCache = new Map<string, string | null>()

/**
 * A vocabulary word one edit away ('brocoli' -> 'broccoli'), preferring common words, or two
 * when one finds none and `edits` allows it.
 */
export function repairSpelling(
  index: FoodIndex,
  word: string,
  edits: 1 | 2 = 2,
): string | undefined {
  // (an English word is no misspelling: 'sunday' is not 'sundae')
  if (word.length < 5 || /\d/.test(word) || isEnglishWord(word)) return undefined
  const cacheKey = edits === 2 ? word : `${word}/1`
  const cached = repairCache.get(cacheKey)
  if (cached !== undefined) return cached ?? undefined
  let best: string | undefined
  let bestCount = 0
  for (let len = word.length - 1; len <= word.length + 1; len++) {
    for (const cand of index.byLength.get(len) ?? []) {
      if (!withinOneEdit(word, cand)) continue
      const count = index.postings[index.vocabulary.get(cand) ?? 0]?.length ?? 0
      if (count > bestCount) {
        best = cand
        bestCount = count
      }
    }
  }
  // a longer word may carry two slips ('brocolli', 'zuchinni', 'cheesteak'): the same first
  // three letters, two edits at most, and at most one letter fewer (looked up in buckets by
  // the first two letters, so that garbage input stays cheap). A word two letters longer
  // than the food's, or one that differs in its third, is another word: 'cruskits' is no
  // crust, 'rangoon' no raccoon.
  if (!best && edits === 2 && word.length >= 6 && word.length <= 16 && /^[a-z]+$/.test(word)) {
    const buckets = prefixBuckets(index)
    for (let len = word.length - 1; len <= word.length + 2; len++) {
      for (const cand of buckets.get(`${word.slice(0, 2)}${len}`) ?? []) {
        if (cand[2] !== word[2] || !withinTwoEdits(word, cand)) continue
        const count = index.postings[index.vocabulary.get(cand) ?? 0]?.length ?? 0
        if (count > bestCount) {
          best = cand
          bestCount = count
        }
      }
    }
  }
  if (repairCache.size > 5000) repairCache.clear()
  repairCache.set(cacheKey, best ?? null)
  return best
}

const bucketsByIndex = new WeakMap<FoodIndex, Map<string, string[]>>()

/** The vocabulary's words by their first two letters and length ('br8': broccoli …), built once. */
function prefixBuckets(index: FoodIndex): Map<string, string[]> {
  let buckets = bucketsByIndex.get(index)
  if (!buckets) {
    buckets = new Map()
    for (const [len, words] of index.byLength) {
      for (const w of words) {
        const key = `${w.slice(0, 2)}${len}`
        const list = buckets.get(key)
        if (list) list.push(w)
        else buckets.set(key, [w])
      }
    }
    bucketsByIndex.set(index, buckets)
  }
  return buckets
}

/** True when a and b are at most two insertions, deletions, substitutions or swaps apart. */
export function withinTwoEdits(a: string, b: string): boolean {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 2) return false
  // optimal string alignment distance, rows of the table kept three at a time
  let prev2 = new Array<number>(lb + 1).fill(0)
  let prev = Array.from({ length: lb + 1 }, (_, j) => j)
  for (let i = 1; i <= la; i++) {
    const row = new Array<number>(lb + 1)
    row[0] = i
    let rowMin = i
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1)
      row[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > 2) return false
    prev2 = prev
    prev = row
  }
  return prev[lb]! <= 2
}

/** True when a and b differ by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

// Flavours say which variety of a food, not which food: 'blueberry muffin' is first a muffin, and
// a plain row of the food is a better answer than an odd processed row that happens to carry the
// flavour ('Muffins, blueberry, toaster-type').
const FLAVOURS = new Set([
  'blueberry',
  'strawberry',
  'raspberry',
  'blackberry',
  'cherry',
  'cranberry',
  'chocolate',
  'vanilla',
  'caramel',
  'cinnamon',
  'glazed',
  'frosted',
  'sugared',
  'maple',
  'mocha',
  'hazelnut',
  'mint',
  'lemon',
  'peach',
  'coconut',
  'apple',
  'banana',
  'pumpkin',
])

// Methods that add no fat by themselves: the row that says 'no added fat' is what was cooked.
const LEAN_METHODS = new Set(['steamed', 'boiled', 'poached', 'baked'])

const pairCache = new Map<string, boolean>()

/**
 * Whether some food names both words in its name (first segment): 'turkey' and 'burger' in
 * 'Turkey or chicken burger, on white bun', 'stir' and 'fry' in 'Asian stir fry vegetables'.
 */
export function namesTogether(index: FoodIndex, a: string, b: string): boolean {
  const key = `${a} ${b}`
  const cached = pairCache.get(key)
  if (cached !== undefined) return cached
  const ia = index.vocabulary.get(a)
  const ib = index.vocabulary.get(b)
  let found = false
  if (ia !== undefined && ib !== undefined && ia !== ib) {
    const pa = index.postings[ia]
    const pb = index.postings[ib]
    const list = pa && pb ? (pa.length <= pb.length ? pa : pb) : undefined
    for (let p = 0; list && p < list.length && !found; p++) {
      const entry = index.foods[list[p] ?? 0]
      if (!entry || entry.prior < -2) continue
      let hasA = false
      let hasB = false
      for (let t = entry.firstStart; t < entry.firstEnd; t++) {
        const id = index.flat[t]
        if (id === ia) hasA = true
        else if (id === ib) hasB = true
      }
      found = hasA && hasB
    }
  }
  if (pairCache.size > 5000) pairCache.clear()
  pairCache.set(key, found)
  return found
}

/** 'milkshake' -> ['milk', 'shake'] when the table names the two together; else undefined. */
function splitCompound(index: FoodIndex, word: string): [string, string] | undefined {
  for (let k = 3; k <= word.length - 3; k++) {
    const a = word.slice(0, k)
    const b = word.slice(k)
    if (index.vocabulary.has(a) && index.vocabulary.has(b) && namesTogether(index, a, b))
      return [a, b]
  }
  return undefined
}

let keeperIndex: FoodIndex | undefined
let keeper: ((prev: string, word: string) => boolean) | undefined

/** namesTogether bound to the index, made once per index rather than once per query. */
function keeperFor(index: FoodIndex): (prev: string, word: string) => boolean {
  if (keeperIndex !== index || !keeper) {
    keeperIndex = index
    keeper = (prev, word) => namesTogether(index, prev, word)
  }
  return keeper
}

// An item's words are read into the table's vocabulary five times in a meal (the match, the
// joins, the dish rules, the alternatives), almost always from the same array, its parse's, and
// close together: the last few answers are kept by array. Arrays are never changed once made
// (ParsedItem.words is readonly), and each answer is handed out read-only.
const RECENT = 8
const recentWords: (readonly string[] | undefined)[] = new Array(RECENT).fill(undefined)
const recentAnswers: (readonly string[])[] = new Array(RECENT).fill([])
let recentIndex: FoodIndex | undefined
let recentNext = 0

/** The query's words in the table's vocabulary: synonyms, compounds split, spelling repaired. */
export function matchWords(index: FoodIndex, words: readonly string[]): readonly string[] {
  if (recentIndex !== index) {
    recentWords.fill(undefined)
    recentIndex = index
  }
  for (let k = 0; k < RECENT; k++) if (recentWords[k] === words) return recentAnswers[k]!
  const answer = readMatchWords(index, words)
  recentWords[recentNext] = words
  recentAnswers[recentNext] = answer
  recentNext = (recentNext + 1) % RECENT
  return answer
}

function readMatchWords(index: FoodIndex, words: readonly string[]): string[] {
  const out: string[] = []
  for (const raw of queryWords(words, keeperFor(index))) {
    if (index.vocabulary.has(raw)) {
      if (!out.includes(raw)) out.push(raw)
      continue
    }
    const parts = splitCompound(index, raw) ?? [repairSpelling(index, raw) ?? raw]
    for (const w of parts) if (!out.includes(w)) out.push(w)
  }
  return out.length > 8 ? out.slice(0, 8) : out
}

let curatedIndexOf: FoodIndex | undefined
let curatedFoods: Map<string, Food> = new Map()

/** The curated table resolved to the index's foods once (keys whose food is missing left out). */
function curatedFoodsFor(index: FoodIndex): Map<string, Food> {
  if (curatedIndexOf !== index) {
    curatedFoods = new Map()
    for (const [key, id] of CURATED) {
      const food = index.table.byId.get(id)
      if (food) curatedFoods.set(key, food)
    }
    curatedIndexOf = index
  }
  return curatedFoods
}

function hasKnownWord(index: FoodIndex, query: readonly string[]): boolean {
  for (let k = 0; k < query.length; k++) if (index.vocabulary.has(query[k]!)) return true
  return false
}

/**
 * Where the head noun is: the last word that is not a preparation or size ('grilled chicken
 * breast' -> breast), or the last word when all are.
 */
function headIndex(words: readonly string[]): number {
  for (let k = words.length - 1; k >= 0; k--) if (!SIZE_OR_STATE.has(words[k] ?? '')) return k
  return words.length - 1
}

/** Finds the best food for stemmed words, or undefined when nothing fits well enough. */
export function matchFood(index: FoodIndex, words: readonly string[]): FoodMatch | undefined {
  return rankFoods(index, words, 1)[0]
}

/** A curated food as matchFood answers it: settled, whatever the ranking would say. */
function curatedAnswer(food: Food): FoodMatch {
  return { food, score: Infinity, coverage: 1, confidence: 1 }
}

/**
 * matchFood's answer when it is a curated one ('coffee', 'rice'), else undefined: then
 * matchFood's answer is the first of rankFoods with any limit (a longer list only keeps more
 * of the same ranking), so one ranking can serve for the match and the alternatives.
 */
export function curatedMatch(index: FoodIndex, words: readonly string[]): FoodMatch | undefined {
  const query = matchWords(index, words)
  const food = curatedFoodsFor(index).get(curatedKey(query))
  return food && hasKnownWord(index, query) ? curatedAnswer(food) : undefined
}

/**
 * The best `limit` foods for stemmed words, best first (limit > 1 is for tools and tests).
 * Only foods with the head noun are candidates. A candidate's score is the sum of the parts in
 * score.ts; the name part is added last, and only for candidates that can still win.
 */
export function rankFoods(index: FoodIndex, words: readonly string[], limit: number): FoodMatch[] {
  const query = matchWords(index, words)
  if (query.length === 0) return []

  // the most common phrases ('coffee', 'rice', 'toast') have a curated answer: no ranking needed
  // (as below, only when some word of the query is in the vocabulary)
  const curatedFood = curatedFoodsFor(index).get(curatedKey(query))
  if (curatedFood && limit === 1 && hasKnownWord(index, query)) return [curatedAnswer(curatedFood)]

  const s = scratchFor(index)
  const q = readQuery(index, s, query, curatedFood)
  if (!q) return []
  const candidates = markCandidates(index, s, q)
  const floor = coverageFloor(coverAndScore(index, s, q, candidates))
  const first = firstCandidates(s, q, candidates, floor)
  return pickTop(index, s, q, candidates, limit, first).map(({ f, score, coverage }) => {
    const entry = index.foods[f]!
    // (the curated food is what the query means, however long USDA's description of it)
    const longer = q.curatedFood !== entry.food && entry.length > query.length
    return {
      food: entry.food,
      score,
      coverage,
      confidence: confidenceOf(coverage, longer, q.unknownWord),
    }
  })
}

interface QueryWord {
  id: number
  weight: number
  /** a word that must be covered for the food to count as the whole query (not a flavour or preparation) */
  hard: boolean
  alternatives: number[]
}

/** A query read against the index: its words' weights and what it asks for. */
interface Query {
  /** the query's words that the table knows (at most 8); word k is bit k of a mask */
  known: QueryWord[]
  /** the weight of all the query's words, known or not: what coverage is a share of */
  totalWeight: number
  headId: number
  /** the head noun's bit, or 0 when the table does not know the head */
  headBit: number
  /** the bits, and the number, of the words that name the food */
  hardMask: number
  hardCount: number
  /** the user named a cooking method */
  asked: boolean
  /** methods close enough to the one named ('grilled' accepts 'broiled') */
  equivalents: readonly string[]
  /** the user named a method that adds no fat ('steamed', 'boiled') */
  lean: boolean
  /** the query names a preparation word (raw, dry, grilled …): the precomputed state score does not apply */
  special: boolean
  /** a word the table does not know ('zorbleberry juice') may be the food itself: a guess */
  unknownWord: boolean
  wantsRestaurant: boolean
  /** the query's words as a stamp over the vocabulary: inQuery[id] === qgen, without string lookups */
  inQuery: Int32Array
  qgen: number
  /** table index of the curated food, or -1 */
  curatedIndex: number
  /** the curated food itself (one object per row: compared as it is, not by id) */
  curatedFood: Food | undefined
}

/**
 * Weighs the query's words and notes what they ask for; also fills the scratch's mask weights
 * and vocabulary stamp for this query. Undefined when the table knows none of the words.
 */
function readQuery(
  index: FoodIndex,
  s: Scratch,
  query: readonly string[],
  curatedFood: Food | undefined,
): Query | undefined {
  const headWord = query[headIndex(query)] ?? ''
  const known: QueryWord[] = []
  let totalWeight = 0
  let headId = -1
  let hardCount = 0
  let asked = false
  let lean = false
  let special = false
  let unknownWord = false
  const equivalents: string[] = []
  // a word the table names together with a head that a synonym would otherwise rewrite is part
  // of the head: 'stir fry' is not fries, 'turkey burger' not a hamburger
  const headPos = query.indexOf(headWord)
  const before = headPos > 0 ? (query[headPos - 1] ?? '') : ''
  const compound =
    before !== '' &&
    hasOneWordRule(headWord) &&
    !SIZE_OR_STATE.has(before) &&
    namesTogether(index, before, headWord)
  for (const w of query) {
    const role = wordRole(w, headWord, compound ? before : '')
    const id = index.vocabulary.get(w)
    if (id === undefined) {
      totalWeight += unknownWordWeight(role)
      unknownWord = true
      continue
    }
    const weight = wordWeight(role)
    totalWeight += weight
    if (role === 'head') headId = id
    const hard = role !== 'state' && role !== 'flavour'
    if (hard) hardCount++
    const methods = Object.hasOwn(COOKING_EQUIVALENTS, w) ? COOKING_EQUIVALENTS[w] : undefined
    const alternatives: number[] = []
    if (methods) {
      asked = true
      for (const e of methods) {
        equivalents.push(e)
        const alt = index.vocabulary.get(e)
        if (alt !== undefined) alternatives.push(alt)
      }
    }
    if (LEAN_METHODS.has(w)) lean = true
    if (index.wordClass[id] !== WORD_CLASS.none) special = true
    known.push({ id, weight, hard, alternatives })
  }
  if (known.length === 0 || totalWeight <= 0) return undefined

  let hardMask = 0
  let headBit = 0
  for (let k = 0; k < known.length; k++) {
    const q = known[k]!
    if (q.hard) hardMask |= 1 << k
    if (q.id === headId) headBit = 1 << k
  }
  const maskWeight = s.maskWeight
  for (let m = 1, end = 1 << known.length; m < end; m++) {
    const low = m & -m
    const k = 31 - Math.clz32(low)
    maskWeight[m] = maskWeight[m ^ low]! + (known[k]?.weight ?? 0)
  }
  s.generation++
  const qgen = s.generation
  for (const q of known) s.queryStamp[q.id] = qgen
  return {
    known,
    totalWeight,
    headId,
    headBit,
    hardMask,
    hardCount,
    asked,
    equivalents,
    lean,
    special,
    unknownWord,
    wantsRestaurant: query.includes('restaurant') || query.includes('fast'),
    inQuery: s.queryStamp,
    qgen,
    curatedIndex: curatedFood?.index ?? -1,
    curatedFood,
  }
}

/** headPart: the word before the head that the table names together with it, or ''. */
function wordRole(w: string, headWord: string, headPart: string): WordRole {
  if (w === headWord) return 'head'
  if (w === headPart) return 'head-part'
  if (SIZE_OR_STATE.has(w)) return 'state'
  return FLAVOURS.has(w) ? 'flavour' : 'food'
}

/** The foods with the head noun, marked in the scratch (s.touched[0..count), s.mask by food). */
interface Candidates {
  count: number
  /**
   * the first headLength candidates are the head's postings in order, whose packed facts
   * index.postingPacked holds in that order from headBase; later ones (foods with an
   * equivalent of the head) are read from index.packed by food
   */
  headLength: number
  headBase: number
}

/** Marks each query word on the foods that have it; only foods with the head are candidates. */
function markCandidates(index: FoodIndex, s: Scratch, q: Query): Candidates {
  const { known, headBit } = q
  let count = 0
  const headAt = headBit === 0 ? -1 : 31 - Math.clz32(headBit)
  if (headAt >= 0) count = markWord(index, s, known[headAt]!, headAt, 0, count)
  for (let k = 0; k < known.length; k++) {
    if (k === headAt) continue
    const word = known[k]!
    const list = index.postings[word.id]
    // a common word ('cooked', 'with') is cheaper to look for in the few candidates' own words
    if (headAt >= 0 && list && list.length > count * 6) scanCandidates(index, s, word, k, count)
    else count = markWord(index, s, word, k, headBit, count)
  }
  return {
    count,
    headLength: headAt >= 0 ? (index.postings[q.headId]?.length ?? 0) : 0,
    headBase: headAt >= 0 ? index.postingOffset[q.headId]! * PACKED_STRIDE : 0,
  }
}

// Per-food facts come from one packed array (one cache line per candidate) and are kept by
// position in the candidate list, so that the passes below read memory in order.

/** The packed facts of candidate t: index.postingPacked or index.packed. */
function factsOf(index: FoodIndex, c: Candidates, t: number): Float64Array {
  return t < c.headLength ? index.postingPacked : index.packed
}

/** Where candidate t (food f) starts in factsOf(index, c, t). */
function factsAt(c: Candidates, t: number, f: number): number {
  return t < c.headLength ? c.headBase + t * PACKED_STRIDE : f * PACKED_STRIDE
}

/**
 * Each candidate's coverage (NOT_A_CANDIDATE when it cannot be the answer) into s.coverage, and
 * every part of its score but the name into s.cheap, by position; moves the masks from s.mask
 * (left all 0) to s.masks. Returns the best coverage. (One pass for both: a candidate's facts
 * are read once, while they are at hand; the few below the coverage floor are scored too, and
 * set aside by firstCandidates.)
 */
function coverAndScore(index: FoodIndex, s: Scratch, q: Query, c: Candidates): number {
  const { mask, touched, masks, maskWeight, coverage: coverages, cheap: cheaps } = s
  let best = 0
  for (let t = 0; t < c.count; t++) {
    const f = touched[t]!
    const m = mask[f]!
    masks[t] = m
    mask[f] = 0
    const exact = m & 255
    const equivalent = (m >> 8) & ~exact & 255
    const data = factsOf(index, c, t)
    const at = factsAt(c, t, f)
    // source, NFS default, brand and plain-food hints, worked out when the index was built
    // (the prior tells a brand, which must cover every word)
    const prior = data[at]!
    const coverage = candidateCoverage(
      coverageOf(maskWeight[exact]!, maskWeight[equivalent]!, q.totalWeight),
      (exact & q.headBit) === q.headBit,
      prior,
    )
    coverages[t] = coverage
    if (coverage > best) best = coverage
    if (coverage === NOT_A_CANDIDATE) continue
    const curated = f === q.curatedIndex
    const bits = data[at + 3]!
    const produce = (bits & PACKED_PRODUCE) !== 0
    const extra = Math.max(0, data[at + 2]! - POPCOUNT[exact | equivalent]!)
    // (summed in this order: a reordered sum may differ in its last bit and break a tie)
    cheaps[t] =
      coverageScore(coverage) +
      extraWordsScore(extra) +
      prior +
      restaurantScore((bits & PACKED_RESTAURANT) !== 0, q.wantsRestaurant) +
      curatedScore(curated) +
      wholeQueryScore(q.hardCount, POPCOUNT[exact & q.hardMask]!) +
      srExtraWordsScore(extra, (bits & PACKED_SR) !== 0) +
      (q.lean ? leanScore((bits >> PACKED_FAT_SHIFT) & 3, produce) : 0) +
      (q.special ? stateScoreFor(index, data[at + 4]!, data[at + 5]!, produce, q) : data[at + 1]!)
  }
  return best
}

/** The candidates that go first in pickTop, by position (-1 for none). */
interface FirstCandidates {
  bestAt: number
  curatedAt: number
}

/**
 * Sets aside the candidates below the coverage floor (s.cheap -Infinity: not scored further,
 * but the curated food with any coverage), and finds the best of the rest without the name.
 */
function firstCandidates(s: Scratch, q: Query, c: Candidates, floor: number): FirstCandidates {
  const { touched, coverage: coverages, cheap: cheaps } = s
  let best = -Infinity
  let bestAt = -1
  let curatedAt = -1
  for (let t = 0; t < c.count; t++) {
    const coverage = coverages[t]!
    const curated = touched[t] === q.curatedIndex
    if (curated) curatedAt = t
    if (coverage < floor && !(coverage > 0 && curated)) {
      cheaps[t] = -Infinity
      continue
    }
    const score = cheaps[t]!
    if (score > best) {
      best = score
      bestAt = t
    }
  }
  return { bestAt, curatedAt }
}

interface TopEntry {
  f: number
  score: number
  coverage: number
  /** the order of consideration that settles a tie: see rankOf */
  rank: number
}

/**
 * The order in which a tie between equal scores is settled (the lower wins): the curated food,
 * then the best candidate without its name, then the others by position.
 */
function rankOf(first: FirstCandidates, t: number): number {
  return t === first.curatedAt ? -2 : t === first.bestAt ? -1 : t
}

// (past a dozen, more early candidates raise the bar little: the food search asks for 200)
const MAX_SEEDS = 12

/**
 * The best `limit` candidates, best first, with the name part added. The name adds at most
 * NAME_BONUS, so a candidate that far below the last kept one cannot win and is skipped; the
 * curated food and the best candidates without their name go first, so that this bound prunes
 * early. A tie goes to the lower rankOf whatever the order considered, so the answer is the
 * one a plain walk in that order gives.
 */
function pickTop(
  index: FoodIndex,
  s: Scratch,
  q: Query,
  c: Candidates,
  limit: number,
  first: FirstCandidates,
): TopEntry[] {
  const cheaps = s.cheap
  const top: TopEntry[] = []
  const seeds = [first.curatedAt, first.bestAt]
  // (for one food the best without its name is enough: limit 1 is most of the ranking)
  if (limit > 1) seeds.push(...bestWithoutName(cheaps, c.count, Math.min(limit, MAX_SEEDS)))
  for (const t of seeds) {
    if (t >= 0 && cheaps[t]! > -Infinity) {
      consider(index, q, s, top, limit, t, rankOf(first, t))
      cheaps[t] = -Infinity
    }
  }
  for (let t = 0; t < c.count; t++) {
    const cheap = cheaps[t]!
    if (cheap === -Infinity) continue
    const rank = rankOf(first, t)
    if (top.length < limit || canBeat(cheap + NAME_BONUS, rank, top[limit - 1]!))
      consider(index, q, s, top, limit, t, rank)
  }
  return top
}

/** Whether a candidate with this score (or at most this score) and rank goes before the entry. */
function canBeat(score: number, rank: number, entry: TopEntry): boolean {
  return score > entry.score || (score === entry.score && rank < entry.rank)
}

/** The positions of the n highest scores without the name (in no particular order). */
function bestWithoutName(cheaps: Float64Array, count: number, n: number): number[] {
  const best: number[] = []
  let floor = -Infinity
  for (let t = 0; t < count; t++) {
    const cheap = cheaps[t]!
    if (cheap === -Infinity || (best.length === n && cheap <= floor)) continue
    if (best.length === n) best[lowestAt(cheaps, best)] = t
    else best.push(t)
    if (best.length === n) floor = cheaps[best[lowestAt(cheaps, best)]!]!
  }
  return best
}

function lowestAt(cheaps: Float64Array, positions: readonly number[]): number {
  let at = 0
  for (let k = 1; k < positions.length; k++)
    if (cheaps[positions[k]!]! < cheaps[positions[at]!]!) at = k
  return at
}

/** Adds the name part to candidate t's score and keeps it in top if it is good enough. */
function consider(
  index: FoodIndex,
  q: Query,
  s: Scratch,
  top: TopEntry[],
  limit: number,
  t: number,
  rank: number,
): void {
  const f = s.touched[t]!
  const entry = index.foods[f]
  if (!entry) return
  const score = s.cheap[t]! + nameFit(index, entry, q)
  if (top.length === limit && !canBeat(score, rank, top[limit - 1]!)) return
  let at = top.length
  while (at > 0 && canBeat(score, rank, top[at - 1]!)) at--
  top.splice(at, 0, { f, score, coverage: s.coverage[t]!, rank })
  if (top.length > limit) top.pop()
}

/** The vocabulary ids of words, or undefined when one is not in the vocabulary. */
function wordIds(index: FoodIndex, words: readonly string[]): number[] | undefined {
  const out: number[] = []
  for (const w of words) {
    const id = index.vocabulary.get(w)
    if (id === undefined) return undefined
    out.push(id)
  }
  return out
}

/** Whether the food's name (first segments) or its first word is one of the ids. */
function nameHasAny(index: FoodIndex, entry: IndexedFood, side: readonly number[]): boolean {
  const flat = index.flat
  for (let p = entry.firstStart; p < entry.firstEnd; p++) if (side.includes(flat[p]!)) return true
  return side.includes(entry.lead)
}

/**
 * Whether one food holds all the given words and names both sides in its first segments:
 * 'biscuits' + 'gravy' finds 'Biscuit with gravy'. Cheaper than ranking: it intersects postings.
 */
export function hasCompoundFood(
  index: FoodIndex,
  left: readonly string[],
  right: readonly string[],
  rightAnywhere = false,
): boolean {
  const l = wordIds(index, left)
  const r = wordIds(index, right)
  if (!l || !r || l.length === 0 || r.length === 0) return false
  const all = [...l, ...r].sort(
    (a, b) => (index.postings[a]?.length ?? 0) - (index.postings[b]?.length ?? 0),
  )
  const rarest = index.postings[all[0] ?? 0] ?? new Int32Array()
  const flat = index.flat
  const packed = index.packed
  for (let p = 0; p < rarest.length; p++) {
    const f = rarest[p]!
    // restaurant rows and rows with a negative prior are left out (read from the packed facts)
    const at = f * PACKED_STRIDE
    if ((packed[at + 3]! & PACKED_RESTAURANT) !== 0 || packed[at]! < 0) continue
    const entry = index.foods[f]
    if (!entry) continue
    let hasAll = true
    for (let k = 0; k < all.length && hasAll; k++) {
      const id = all[k]!
      let found = false
      for (let t = entry.tokStart; t < entry.tokEnd; t++) {
        if (flat[t] === id) {
          found = true
          break
        }
      }
      hasAll = found
    }
    if (!hasAll) continue
    // 'burrito bowl with rice and beans': what comes with a dish may be listed after its name
    if (nameHasAny(index, entry, l) && (rightAnywhere || nameHasAny(index, entry, r))) return true
  }
  return false
}

/** Whether the food's description starts with the word: 'Chicken, …' for 'chicken'. */
export function foodLedBy(index: FoodIndex, food: Food, word: string): boolean {
  const id = index.vocabulary.get(word)
  return id !== undefined && index.foods[food.index]?.lead === id
}

/**
 * A food word of the query, before its head noun, that the food found for it lacks: 'chicken'
 * when 'chicken stir fry' finds 'Asian stir fry vegetables'. Preparations, sizes and flavours
 * only steer the choice, so their absence is not a missing food.
 */
export function missingFoodWord(
  index: FoodIndex,
  food: Food,
  words: readonly string[],
): string | undefined {
  const head = headIndex(words)
  for (let k = 0; k < head; k++) {
    const w = words[k]!
    if (SIZE_OR_STATE.has(w) || FLAVOURS.has(w)) continue
    const id = index.vocabulary.get(w)
    if (id !== undefined && !food.tokens.includes(id)) return w
  }
  return undefined
}

/** Whether each of the words is a word of the food's description. */
export function namesEvery(index: FoodIndex, food: Food, words: readonly string[]): boolean {
  return words.every((w) => {
    const id = index.vocabulary.get(w)
    return id !== undefined && food.tokens.includes(id)
  })
}

/**
 * Whether a food found for 'A and B' / 'A with B' is both foods and no dish nobody named: every
 * word of the joined query is in its description, and its description adds no food word
 * ('Fish curry with rice' is not 'fish with rice'; 'Chicken or turkey and rice' is 'chicken and
 * rice').
 */
export function coversBoth(
  index: FoodIndex,
  food: Food,
  words: readonly string[],
  alsoIn: readonly number[] = [],
): boolean {
  const tokens = food.tokens
  if (
    !namesEvery(
      index,
      food,
      words.filter((w) => !SIZE_OR_STATE.has(w)),
    )
  )
    return false
  // every word must be the query's, a link or a qualifier ('tomato-based', 'home recipe', 'no
  // added fat'): not another method or food ('Rice, fried, with chicken', 'Broccoli, cauliflower
  // and carrots')
  let segment = 0
  let afterOr = false
  let afterWith = false
  let unknownPart = false
  for (const id of tokens) {
    if (id < 0) {
      segment++
      unknownPart = false
      afterWith = false
      continue
    }
    const word = index.words[id] ?? ''
    // 'NS as to type of meat' says what USDA does not know
    if (word === 'ns') unknownPart = true
    if (word === 'or') {
      afterOr = true
      continue
    }
    if (word === 'with') afterWith = true
    const cls = index.wordClass[id]
    const qualifier =
      segment > 0 && !afterWith && cls !== WORD_CLASS.none && cls !== WORD_CLASS.cookedMethod
    const skip =
      qualifier ||
      unknownPart ||
      afterOr ||
      JOIN_LINKS.has(word) ||
      /\d/.test(word) ||
      words.includes(word) ||
      alsoIn.includes(id)
    afterOr = false
    if (!skip) return false
  }
  return true
}

// words of a dish's name that join its foods rather than name one
const JOIN_LINKS = new Set([
  'and',
  'with',
  'in',
  'on',
  'the',
  'a',
  'nfs',
  'of',
  'style',
  'type',
  'made',
  'cooked',
  'prepared',
  'home',
  'recipe',
  'based',
  'from',
  'no',
  'added',
  'fat',
  'fresh',
  'regular',
  'ready',
  'heat',
  'eat',
  'to',
  'restaurant',
  'fast',
  'food',
])

/**
 * Marks query word k (bit k; bit 8 + k for its equivalents) on every food that has it; with
 * headBit, only on foods that have the head. Returns the new touched count.
 */
function markWord(
  index: FoodIndex,
  s: Scratch,
  q: QueryWord,
  k: number,
  headBit: number,
  touchedCount: number,
): number {
  let count = mark(index.postings[q.id], s, 1 << k, headBit, touchedCount)
  for (const alt of q.alternatives)
    count = mark(index.postings[alt], s, 1 << (k + 8), headBit, count)
  return count
}

function mark(
  list: Int32Array | undefined,
  s: Scratch,
  bit: number,
  headBit: number,
  touchedCount: number,
): number {
  if (!list) return touchedCount
  const { mask, touched } = s
  let count = touchedCount
  for (let p = 0; p < list.length; p++) {
    const f = list[p]!
    const m = mask[f]!
    if ((m & headBit) !== headBit) continue
    if (m === 0) touched[count++] = f
    mask[f] = m | bit
  }
  return count
}

/** Marks a common word by looking through each candidate's own tokens instead of its postings. */
function scanCandidates(
  index: FoodIndex,
  s: Scratch,
  q: QueryWord,
  k: number,
  touchedCount: number,
): void {
  const { flat, foods } = index
  const { mask, touched } = s
  const alts = q.alternatives
  const bit = 1 << k
  const altBit = 1 << (k + 8)
  for (let t = 0; t < touchedCount; t++) {
    const f = touched[t]!
    const entry = foods[f]!
    let found = 0
    for (let p = entry.tokStart; p < entry.tokEnd; p++) {
      const id = flat[p]!
      if (id === q.id) {
        found = bit
        break
      }
      if (found === 0 && alts.length > 0 && alts.includes(id)) found = altBit
    }
    if (found !== 0) mask[f] = mask[f]! | found
  }
}

/** How well the food's name (USDA's first segment) fits the query: see nameScore. */
function nameFit(index: FoodIndex, entry: IndexedFood, q: Query): number {
  const flat = index.flat
  let nameHits = 0
  let headInName = false
  for (let p = entry.firstStart; p < entry.firstEnd; p++) {
    const id = flat[p] ?? -1
    if (q.inQuery[id] === q.qgen) nameHits++
    if (id === q.headId) headInName = true
  }
  // 'salad' in 'Salad dressing', 'chicken salad' in 'Chicken salad spread': the name ends on a
  // noun of its own that was not asked for
  const own = entry.nameHead
  const headQualifies = own >= 0 && q.inQuery[own] !== q.qgen
  const leadAsked = entry.lead >= 0 && q.inQuery[entry.lead] === q.qgen
  const dish = entry.dishWord >= 0 && q.inQuery[entry.dishWord] !== q.qgen
  return (
    (dish ? -WEIGHTS.unaskedDish : 0) +
    nameScore(nameHits, entry.firstEnd - entry.firstStart, headInName, headQualifies, leadAsked)
  )
}

/** Preparation terms when the query itself names a preparation ('raw', 'grilled', 'dried'). */
function stateScoreFor(
  index: FoodIndex,
  specialStart: number,
  specialEnd: number,
  produce: boolean,
  q: Query,
): number {
  const flat = index.flat
  let notEaten = 0
  let cooked = false
  let otherMethod = false
  let raw = false
  for (let p = specialStart; p < specialEnd; p++) {
    const id = flat[p] ?? -1
    if (q.inQuery[id] === q.qgen) continue
    const cls = index.wordClass[id]
    if (cls === WORD_CLASS.notAsEaten) notEaten++
    else if (cls === WORD_CLASS.genericCooked) cooked = true
    else if (cls === WORD_CLASS.cookedMethod) {
      cooked = true
      if (q.asked && !q.equivalents.includes(index.words[id] ?? '')) otherMethod = true
    } else if (cls === WORD_CLASS.raw) raw = true
  }
  return stateScoreOf(notEaten, cooked, raw, produce, q.asked, otherMethod)
}
