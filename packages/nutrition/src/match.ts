// Picks the food a person means by a few words. General rules rank every food sharing a
// word with the query: how much of the query the description covers, whether the food's
// name (USDA's first segment) is what was asked for, how short and plain the description
// is, and whether the food is as eaten. A curated table then settles the most common words.
import { CURATED, curatedKey } from './curated'
import {
  FAT_STATE,
  PACKED_FAT_SHIFT,
  PACKED_PRODUCE,
  PACKED_RESTAURANT,
  PACKED_SR,
  PACKED_STRIDE,
  WORD_CLASS,
  stateScoreOf,
} from './food-index'
import type { FoodIndex, IndexedFood } from './food-index'
import type { Food } from './food-table'
import { queryWords } from './query-words'
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
  poached: ['boiled'],
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
  /** coverage of each set of exact query words, for a query without equivalents */
  covTable: Float64Array
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
      covTable: new Float64Array(256),
      masks: new Int32Array(n),
      generation: 0,
    }
    scratchByIndex.set(index, s)
  }
  return s
}

const repairCache = new Map<string, string | null>()

/** A vocabulary word one edit away ('brocoli' -> 'broccoli'), preferring common words. */
function repairSpelling(index: FoodIndex, word: string): string | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined
  const cached = repairCache.get(word)
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
  if (repairCache.size > 5000) repairCache.clear()
  repairCache.set(word, best ?? null)
  return best
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

interface QueryWord {
  id: number
  weight: number
  /** a word that must be covered for the food to count as the whole query (not a flavour or preparation) */
  hard: boolean
  alternatives: number[]
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
])

// How much a word the table does not know lowers the confidence of the food found without it.
const UNKNOWN_WORD_CONFIDENCE = 0.6

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

/** The query's words in the table's vocabulary: synonyms, compounds split, spelling repaired. */
export function matchWords(index: FoodIndex, words: readonly string[]): string[] {
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

/** The best `limit` foods for stemmed words, best first (limit > 1 is for tools and tests). */
export function rankFoods(index: FoodIndex, words: readonly string[], limit: number): FoodMatch[] {
  const query = matchWords(index, words)
  if (query.length === 0) return []

  // the most common phrases ('coffee', 'rice', 'toast') have a curated answer: no ranking needed
  // (as below, only when some word of the query is in the vocabulary)
  const curatedFood = curatedFoodsFor(index).get(curatedKey(query))
  // (a curated id whose food is not in the table matches no row either)
  const curatedId = curatedFood?.id
  if (curatedFood && limit === 1 && hasKnownWord(index, query))
    return [{ food: curatedFood, score: Infinity, coverage: 1, confidence: 1 }]

  const headWord = query[headIndex(query)]

  const known: QueryWord[] = []
  let totalWeight = 0
  let headId = -1
  let hardCount = 0
  let asked = false
  let lean = false
  let special = false
  // a word the table does not know ('zorbleberry juice') may be the food itself: a guess
  let unknownWord = false
  const equivalents: string[] = []
  // a word the table names together with a head that a synonym would otherwise rewrite is part
  // of the head: 'stir fry' is not fries, 'turkey burger' not a hamburger
  const headPos = query.indexOf(headWord ?? '')
  const before = headPos > 0 ? (query[headPos - 1] ?? '') : ''
  const compound =
    before !== '' &&
    hasOneWordRule(headWord ?? '') &&
    !SIZE_OR_STATE.has(before) &&
    namesTogether(index, before, headWord ?? '')
  for (const w of query) {
    const isHead = w === headWord
    const state = SIZE_OR_STATE.has(w)
    const flavour = !isHead && FLAVOURS.has(w) && !(compound && w === before)
    const weight = isHead || (compound && w === before) ? 2 : state ? 0.7 : flavour ? 0.5 : 1
    const id = index.vocabulary.get(w)
    if (id === undefined) {
      // an unknown word still lowers coverage, but less than a known word that is missing
      totalWeight += isHead ? 1 : 0.3
      unknownWord = true
      continue
    }
    totalWeight += weight
    if (isHead) headId = id
    const hard = isHead || (!state && !flavour)
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
  if (known.length === 0 || totalWeight <= 0) return []

  const s = scratchFor(index)
  const { mask, touched, maskWeight } = s
  let hardMask = 0
  let headBit = 0
  for (let k = 0; k < known.length; k++) {
    const q = known[k]!
    if (q.hard) hardMask |= 1 << k
    if (q.id === headId) headBit = 1 << k
  }
  for (let m = 1, end = 1 << known.length; m < end; m++) {
    const low = m & -m
    const k = 31 - Math.clz32(low)
    maskWeight[m] = maskWeight[m ^ low]! + (known[k]?.weight ?? 0)
  }
  // only foods that contain the head noun can win, so the head's postings are the candidates
  let touchedCount = 0
  const headAt = headBit === 0 ? -1 : 31 - Math.clz32(headBit)
  if (headAt >= 0) touchedCount = markWord(index, s, known[headAt]!, headAt, 0, touchedCount)
  for (let k = 0; k < known.length; k++) {
    if (k === headAt) continue
    const q = known[k]!
    const list = index.postings[q.id]
    // a common word ('cooked', 'with') is cheaper to look for in the few candidates' own words
    if (headAt >= 0 && list && list.length > touchedCount * 6)
      scanCandidates(index, s, q, k, touchedCount)
    else touchedCount = markWord(index, s, q, k, headBit, touchedCount)
  }

  // the query's words as a stamp over the vocabulary: membership without string lookups
  s.generation++
  const qgen = s.generation
  for (const q of known) s.queryStamp[q.id] = qgen
  const ctx: QueryContext = {
    inQuery: s.queryStamp,
    special,
    curatedIndex: curatedFood?.index ?? -1,
    qgen,
    headId,
    curatedId,
    asked,
    equivalents,
    wantsRestaurant: query.includes('restaurant') || query.includes('fast'),
  }

  // Pass 1: the cheap terms of each candidate's score. The remaining terms (the name in
  // USDA's first segment) add at most NAME_BONUS, so a food whose cheap part is that far below
  // a fully scored food cannot win and is never fully scored.
  // Per-food facts come from one packed array (one cache line per candidate); coverage and
  // cheap scores are kept by position in the touched list, so those reads are sequential.
  const packed = index.packed
  // the first headLength candidates are the head's postings in order (markWord above), whose
  // facts postingPacked holds in that order; later ones (a head's equivalents) are read by food
  const postingPacked = index.postingPacked
  const headLength = headAt >= 0 ? (index.postings[headId]?.length ?? 0) : 0
  const headBase = headAt >= 0 ? index.postingOffset[headId]! * PACKED_STRIDE : 0
  const { cheap: cheaps, coverage: coverages, masks } = s
  const restaurantPenalty = ctx.wantsRestaurant ? 0 : 1.5
  const curatedIndex = ctx.curatedIndex
  // coverage first: a food far below the best coverage is never scored at all
  let bestCoverage = 0
  let hasAlternatives = false
  for (let k = 0; k < known.length; k++)
    if (known[k]!.alternatives.length > 0) hasAlternatives = true
  if (!hasAlternatives) {
    // no equivalents were marked, so a food's coverage depends on its exact bits alone: look it
    // up in a table of the same formula (maskWeight[0] is 0) instead of working it out per food
    const covTable = s.covTable
    for (let e = 0, end = 1 << known.length; e < end; e++) {
      const coverage = (maskWeight[e]! + 0.5 * maskWeight[0]!) / totalWeight
      covTable[e] = coverage < 0.5 || (e & headBit) !== headBit ? -1 : coverage
    }
    for (let t = 0; t < touchedCount; t++) {
      const f = touched[t]!
      const m = mask[f]!
      // the mask moves to the candidate's position (read in order below) and is cleared here
      masks[t] = m
      mask[f] = 0
      let coverage = covTable[m & 255]!
      // a brand must match every word: 'tikka masala' is not 'SMART SOUP, Indian Bean Masala'
      const prior =
        t < headLength ? postingPacked[headBase + t * PACKED_STRIDE]! : packed[f * PACKED_STRIDE]!
      if (coverage < 0.99 && prior < -2) coverage = -1
      coverages[t] = coverage
      if (coverage > bestCoverage) bestCoverage = coverage
    }
  }
  for (let t = 0; hasAlternatives && t < touchedCount; t++) {
    const f = touched[t]!
    const m = mask[f]!
    masks[t] = m
    mask[f] = 0
    const exact = m & 255
    let coverage = (maskWeight[exact]! + 0.5 * maskWeight[(m >> 8) & ~exact & 255]!) / totalWeight
    // a brand must match every word: 'tikka masala' is not 'SMART SOUP, Indian Bean Masala'
    if (
      coverage < 0.5 ||
      ((t < headLength
        ? postingPacked[headBase + t * PACKED_STRIDE]!
        : packed[f * PACKED_STRIDE]!) < -2 &&
        coverage < 0.99) ||
      (exact & headBit) !== headBit
    )
      coverage = -1
    coverages[t] = coverage
    if (coverage > bestCoverage) bestCoverage = coverage
  }
  const floor = Math.max(0.5, bestCoverage - 0.45)
  let bestCheap = -Infinity
  let bestCheapAt = -1
  let curatedAt = -1
  for (let t = 0; t < touchedCount; t++) {
    const f = touched[t]!
    const coverage = coverages[t]!
    if (f === curatedIndex) curatedAt = t
    if (coverage < floor && !(coverage > 0 && f === curatedIndex)) {
      cheaps[t] = -Infinity
      continue
    }
    const m = masks[t]!
    const exact = m & 255
    const alt = (m >> 8) & ~exact & 255
    const inHead = t < headLength
    const data = inHead ? postingPacked : packed
    const at = inHead ? headBase + t * PACKED_STRIDE : f * PACKED_STRIDE
    const prior = data[at]!
    const bits = data[at + 3]!
    const hits = POPCOUNT[exact | alt]!
    const extra = Math.max(0, data[at + 2]! - hits)
    let score = 6 * coverage - 0.22 * Math.min(10, extra) + prior
    if (bits & PACKED_RESTAURANT) score -= restaurantPenalty
    if (f === curatedIndex) score += 6
    // the row is the whole of what was asked for: 'chicken caesar salad' keeps its chicken
    if (hardCount > 1 && POPCOUNT[exact & hardMask] === hardCount) score += 1
    // an SR row's extra words name a processed variant ('toaster-type', 'french crullers')
    if (bits & PACKED_SR) score -= 0.12 * Math.min(5, extra)
    // steamed or boiled vegetables are the rows without added fat, not USDA's fat-added default
    if (lean) {
      const fat = (bits >> PACKED_FAT_SHIFT) & 3
      if (fat === FAT_STATE.none) score += bits & PACKED_PRODUCE ? 1 : 0.4
      else if (fat === FAT_STATE.added) score -= 0.3
    }
    score += special
      ? stateScoreFor(index, data[at + 4]!, data[at + 5]!, (bits & PACKED_PRODUCE) !== 0, ctx)
      : data[at + 1]!
    cheaps[t] = score
    if (score > bestCheap) {
      bestCheap = score
      bestCheapAt = t
    }
  }

  // the best `limit` foods, kept sorted; the curated food and the best cheap score go first,
  // so that the bound prunes early
  const top: TopEntry[] = []
  if (curatedAt >= 0 && cheaps[curatedAt]! > -Infinity) {
    consider(index, ctx, s, top, limit, curatedAt)
    cheaps[curatedAt] = -Infinity
  }
  if (bestCheapAt >= 0 && cheaps[bestCheapAt]! > -Infinity) {
    consider(index, ctx, s, top, limit, bestCheapAt)
    cheaps[bestCheapAt] = -Infinity
  }
  for (let t = 0; t < touchedCount; t++) {
    const cheap = cheaps[t]!
    if (cheap === -Infinity) continue
    if (top.length < limit || cheap + NAME_BONUS > top[limit - 1]!.score)
      consider(index, ctx, s, top, limit, t)
  }
  return top.map(({ f, score, coverage }) => {
    const entry = index.foods[f]!
    const exact = ctx.curatedId === entry.food.id || entry.length <= query.length
    const confidence = Math.min(
      1,
      Math.max(0, coverage * (exact ? 1 : 0.85) * (unknownWord ? UNKNOWN_WORD_CONFIDENCE : 1)),
    )
    return { food: entry.food, score, coverage, confidence: Math.round(confidence * 100) / 100 }
  })
}

interface TopEntry {
  f: number
  score: number
  coverage: number
}

/** Scores the food at touched position t in full and keeps it in top (the best `limit` foods, best first) if it is good enough. */
function consider(
  index: FoodIndex,
  ctx: QueryContext,
  s: Scratch,
  top: TopEntry[],
  limit: number,
  t: number,
): void {
  const f = s.touched[t]!
  const entry = index.foods[f]
  if (!entry) return
  const score = s.cheap[t]! + nameScore(index, entry, ctx)
  if (top.length === limit && score <= top[limit - 1]!.score) return
  let at = top.length
  while (at > 0 && top[at - 1]!.score < score) at--
  top.splice(at, 0, { f, score, coverage: s.coverage[t]! })
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

/**
 * Whether a food found for 'A and B' / 'A with B' is both foods and no dish nobody named: every
 * word of the joined query is in its description, and its description adds no food word
 * ('Fish curry with rice' is not 'fish with rice'; 'Chicken or turkey and rice' is 'chicken and
 * rice').
 */
export function coversBoth(index: FoodIndex, food: Food, words: readonly string[]): boolean {
  const tokens = food.tokens
  for (const w of words) {
    if (SIZE_OR_STATE.has(w)) continue
    const id = index.vocabulary.get(w)
    if (id === undefined || !tokens.includes(id)) return false
  }
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
      words.includes(word)
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

interface QueryContext {
  inQuery: Int32Array
  /** the query names a preparation word (raw, dry, grilled …): the precomputed state score does not apply */
  special: boolean
  /** table index of the curated food, or -1 */
  curatedIndex: number
  qgen: number
  headId: number
  curatedId: string | undefined
  /** the user named a cooking method */
  asked: boolean
  /** methods close enough to the one named ('grilled' accepts 'broiled') */
  equivalents: readonly string[]
  wantsRestaurant: boolean
}

// the most nameScore can add: precision of the first segment (2), head in it (1), first word (0.5)
const NAME_BONUS = 3.5

/** The name USDA gives first should be what was asked for: 'Egg, whole' rather than 'Egg rolls'. */
function nameScore(index: FoodIndex, entry: IndexedFood, q: QueryContext): number {
  const flat = index.flat
  let firstHits = 0
  let headFirst = false
  for (let p = entry.firstStart; p < entry.firstEnd; p++) {
    const id = flat[p] ?? -1
    if (q.inQuery[id] === q.qgen) firstHits++
    if (id === q.headId) headFirst = true
  }
  let score = 0
  const firstCount = entry.firstEnd - entry.firstStart
  if (firstCount > 0) score += (2 * firstHits) / firstCount
  if (headFirst) score += 1
  // the head only qualifies the row's own noun: 'salad' in 'Salad dressing', 'chicken salad' in
  // 'Chicken salad spread', unless that noun was asked for too
  const own = entry.nameHead
  if (headFirst && own >= 0 && own !== q.headId && q.inQuery[own] !== q.qgen) score -= 1.2
  if (entry.lead >= 0 && q.inQuery[entry.lead] === q.qgen) score += 0.5
  return score
}

/** Preparation terms when the query itself names a preparation ('raw', 'grilled', 'dried'). */
function stateScoreFor(
  index: FoodIndex,
  specialStart: number,
  specialEnd: number,
  produce: boolean,
  q: QueryContext,
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
