// Picks the food a person means by a few words. General rules rank every food sharing a
// word with the query: how much of the query the description covers, whether the food's
// name (USDA's first segment) is what was asked for, how short and plain the description
// is, and whether the food is as eaten. A curated table then settles the most common words.
import { CURATED, curatedKey } from './curated'
import { WORD_CLASS, stateScoreOf } from './food-index'
import type { FoodIndex, IndexedFood } from './food-index'
import type { Food } from './food-table'
import { queryWords } from './query-words'

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
  weight: Float64Array
  hits: Uint8Array
  stamp: Int32Array
  headStamp: Int32Array
  touched: Int32Array
  generation: number
}

const scratchByIndex = new WeakMap<FoodIndex, Scratch>()

function scratchFor(index: FoodIndex): Scratch {
  let s = scratchByIndex.get(index)
  if (!s) {
    const n = index.foods.length
    s = {
      queryStamp: new Int32Array(index.words.length),
      cheap: new Float64Array(n),
      weight: new Float64Array(n),
      hits: new Uint8Array(n),
      stamp: new Int32Array(n),
      headStamp: new Int32Array(n),
      touched: new Int32Array(n),
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
  alternatives: number[]
}

/** Finds the best food for stemmed words, or undefined when nothing fits well enough. */
export function matchFood(index: FoodIndex, words: readonly string[]): FoodMatch | undefined {
  return rankFoods(index, words, 1)[0]
}

/** The best `limit` foods for stemmed words, best first (limit > 1 is for tools and tests). */
export function rankFoods(index: FoodIndex, words: readonly string[], limit: number): FoodMatch[] {
  const query = queryWords(words).slice(0, 8)
  if (query.length === 0) return []

  // the head noun is the last word that is not a preparation: 'grilled chicken breast' -> breast
  let headWord = query[query.length - 1]
  for (let k = query.length - 1; k >= 0; k--) {
    if (!SIZE_OR_STATE.has(query[k] ?? '')) {
      headWord = query[k]
      break
    }
  }

  const known: QueryWord[] = []
  let totalWeight = 0
  let headId = -1
  const querySet = new Set<string>()
  for (const raw of query) {
    let w = raw
    if (!index.vocabulary.has(w)) w = repairSpelling(index, w) ?? w
    querySet.add(w)
    const isHead = raw === headWord
    const weight = isHead ? 2 : SIZE_OR_STATE.has(w) ? 0.7 : 1
    const id = index.vocabulary.get(w)
    if (id === undefined) {
      // an unknown word still lowers coverage, but less than a known word that is missing
      totalWeight += isHead ? 1 : 0.3
      continue
    }
    totalWeight += weight
    if (isHead) headId = id
    const alternatives = (
      Object.hasOwn(COOKING_EQUIVALENTS, w) ? (COOKING_EQUIVALENTS[w] ?? []) : []
    )
      .map((e) => index.vocabulary.get(e))
      .filter((e): e is number => e !== undefined)
    known.push({ id, weight, alternatives })
  }
  if (known.length === 0 || totalWeight <= 0) return []

  // the most common phrases ('coffee', 'rice', 'toast') have a curated answer: no ranking needed
  const curatedId = CURATED.get(curatedKey([...querySet]))
  const curatedFood = curatedId === undefined ? undefined : index.table.byId.get(curatedId)
  if (curatedFood && limit === 1)
    return [{ food: curatedFood, score: Infinity, coverage: 1, confidence: 1 }]

  const s = scratchFor(index)
  let touchedCount = 0
  // only foods that contain the head noun can win, so the head's postings are the candidates
  const ordered = [...known].sort((a, b) => Number(b.id === headId) - Number(a.id === headId))
  for (const q of ordered) {
    s.generation++
    const onlyHeaded = headId >= 0 && q.id !== headId
    touchedCount = credit(index, s, q.id, q.weight, q.id === headId, onlyHeaded, touchedCount)
    for (const alt of q.alternatives)
      touchedCount = credit(index, s, alt, q.weight * 0.5, false, onlyHeaded, touchedCount)
  }

  // the query's words as a stamp over the vocabulary: membership without string lookups
  s.generation++
  const qgen = s.generation
  for (const w of querySet) {
    const id = index.vocabulary.get(w)
    if (id !== undefined) s.queryStamp[id] = qgen
  }
  let special = false
  for (const w of querySet) {
    const id = index.vocabulary.get(w)
    if (id !== undefined && index.wordClass[id] !== WORD_CLASS.none) special = true
  }
  const ctx: QueryContext = {
    inQuery: s.queryStamp,
    stateScore: (entry) => stateScoreFor(index, entry, ctx),
    special,
    curatedIndex: curatedFood?.index ?? -1,
    qgen,
    headId,
    curatedId,
    asked: [...querySet].some((w) => Object.hasOwn(COOKING_EQUIVALENTS, w)),
    equivalents: new Set(
      [...querySet].flatMap((w) =>
        Object.hasOwn(COOKING_EQUIVALENTS, w) ? (COOKING_EQUIVALENTS[w] ?? []) : [],
      ),
    ),
    wantsRestaurant: querySet.has('restaurant') || querySet.has('fast'),
  }

  // Pass 1: the cheap terms of each candidate's score. The remaining terms (the name in
  // USDA's first segment) add at most NAME_BONUS, so a food whose cheap part is that far below
  // a fully scored food cannot win and is never fully scored.
  let bestCoverage = 0
  let bestCheap = -Infinity
  let bestCheapFood = -1
  for (let t = 0; t < touchedCount; t++) {
    const f = s.touched[t] ?? 0
    const entry = index.foods[f]
    const coverage = (s.weight[f] ?? 0) / totalWeight
    // a brand must match every word: 'tikka masala' is not 'SMART SOUP, Indian Bean Masala'
    const weak = coverage < 0.5 || (entry !== undefined && entry.prior < -2 && coverage < 0.99)
    if (!entry || weak || (headId >= 0 && s.headStamp[f] !== -1)) {
      s.cheap[f] = -Infinity
      continue
    }
    const cheap = cheapScore(entry, coverage, s.hits[f] ?? 0, ctx)
    s.cheap[f] = cheap
    if (coverage > bestCoverage) bestCoverage = coverage
    if (cheap > bestCheap) {
      bestCheap = cheap
      bestCheapFood = f
    }
  }
  const floor = Math.max(0.5, bestCoverage - 0.35)

  const top: { entry: IndexedFood; score: number; coverage: number }[] = []
  const consider = (f: number): void => {
    const entry = index.foods[f]
    if (!entry) return
    const coverage = (s.weight[f] ?? 0) / totalWeight
    const score = (s.cheap[f] ?? 0) + nameScore(index, entry, ctx)
    if (top.length === limit && score <= (top[limit - 1]?.score ?? -Infinity)) return
    let at = top.length
    while (at > 0 && (top[at - 1]?.score ?? 0) < score) at--
    top.splice(at, 0, { entry, score, coverage })
    if (top.length > limit) top.pop()
  }
  // the curated food and the best cheap score go first, so that the bound prunes early
  const curatedValid =
    ctx.curatedIndex >= 0 &&
    (s.cheap[ctx.curatedIndex] ?? -Infinity) > -Infinity &&
    s.stamp[ctx.curatedIndex] !== 0
  const first = [curatedValid ? ctx.curatedIndex : -1, bestCheapFood].filter(
    (f) => f >= 0 && s.weight[f] !== 0,
  )
  for (const f of new Set(first)) {
    consider(f)
    s.cheap[f] = -Infinity
  }
  for (let t = 0; t < touchedCount; t++) {
    const f = s.touched[t] ?? 0
    const cheap = s.cheap[f] ?? -Infinity
    const coverage = (s.weight[f] ?? 0) / totalWeight
    if (cheap > -Infinity && (coverage >= floor || f === ctx.curatedIndex)) {
      if (top.length < limit || cheap + NAME_BONUS > (top[limit - 1]?.score ?? -Infinity))
        consider(f)
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const f = s.touched[t] ?? 0
    s.weight[f] = 0
    s.hits[f] = 0
    s.headStamp[f] = 0
  }
  return top.map(({ entry, score, coverage }) => {
    const exact = ctx.curatedId === entry.food.id || entry.length <= querySet.size
    const confidence = Math.min(1, Math.max(0, coverage * (exact ? 1 : 0.85)))
    return { food: entry.food, score, coverage, confidence: Math.round(confidence * 100) / 100 }
  })
}

/**
 * Whether one food holds all the given words and names both sides in its first segments:
 * 'biscuits' + 'gravy' finds 'Biscuit with gravy'. Cheaper than ranking: it intersects postings.
 */
export function hasCompoundFood(
  index: FoodIndex,
  left: readonly string[],
  right: readonly string[],
): boolean {
  const ids = (words: readonly string[]): number[] | undefined => {
    const out: number[] = []
    for (const w of words) {
      const id = index.vocabulary.get(w)
      if (id === undefined) return undefined
      out.push(id)
    }
    return out
  }
  const l = ids(left)
  const r = ids(right)
  if (!l || !r || l.length === 0 || r.length === 0) return false
  const all = [...l, ...r].sort(
    (a, b) => (index.postings[a]?.length ?? 0) - (index.postings[b]?.length ?? 0),
  )
  const rarest = index.postings[all[0] ?? 0] ?? new Int32Array()
  const inName = (entry: IndexedFood, side: number[]): boolean => {
    for (let p = entry.firstStart; p < entry.firstEnd; p++)
      if (side.includes(index.flat[p] ?? -1)) return true
    return side.includes(entry.lead)
  }
  for (const f of rarest) {
    const entry = index.foods[f]
    if (!entry || entry.restaurant || entry.prior < 0) continue
    const tokens = index.flat.subarray(entry.tokStart, entry.tokEnd)
    if (!all.every((id) => tokens.includes(id))) continue
    if (inName(entry, l) && inName(entry, r)) return true
  }
  return false
}

/** Adds a query word's weight to every food that contains `id`; returns the new touched count. */
function credit(
  index: FoodIndex,
  s: Scratch,
  id: number,
  weight: number,
  isHead: boolean,
  onlyHeaded: boolean,
  touchedCount: number,
): number {
  const list = index.postings[id]
  if (!list) return touchedCount
  const gen = s.generation
  const { stamp, headStamp, weight: weights, hits, touched } = s
  let count = touchedCount
  for (let p = 0; p < list.length; p++) {
    const f = list[p] ?? 0
    if (stamp[f] === gen || (onlyHeaded && headStamp[f] !== -1)) continue
    stamp[f] = gen
    if (weights[f] === 0 && hits[f] === 0) touched[count++] = f
    weights[f] = (weights[f] ?? 0) + weight
    hits[f] = (hits[f] ?? 0) + 1
    if (isHead) headStamp[f] = -1
  }
  return count
}

interface QueryContext {
  inQuery: Int32Array
  stateScore: (entry: IndexedFood) => number
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
  equivalents: ReadonlySet<string>
  wantsRestaurant: boolean
}

// the most nameScore can add: precision of the first segment (2), head in it (1), first word (0.5)
const NAME_BONUS = 3.5

/** The score terms that need no look at the description's words, plus the preparation terms. */
function cheapScore(entry: IndexedFood, coverage: number, hits: number, q: QueryContext): number {
  let score = 6 * coverage
  // longer descriptions name more specific foods than the user asked for
  score -= 0.22 * Math.min(10, Math.max(0, entry.length - hits))
  score += entry.prior
  if (entry.restaurant && !q.wantsRestaurant) score -= 1.5
  if (entry.food.index === q.curatedIndex) score += 6
  if (!q.special) return score + entry.stateScore
  return score + q.stateScore(entry)
}

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
  if (entry.lead >= 0 && q.inQuery[entry.lead] === q.qgen) score += 0.5
  return score
}

/** Preparation terms when the query itself names a preparation ('raw', 'grilled', 'dried'). */
function stateScoreFor(index: FoodIndex, entry: IndexedFood, q: QueryContext): number {
  const flat = index.flat
  let notEaten = 0
  let cooked = false
  let otherMethod = false
  let raw = false
  for (let p = entry.specialStart; p < entry.specialEnd; p++) {
    const id = flat[p] ?? -1
    if (q.inQuery[id] === q.qgen) continue
    const cls = index.wordClass[id]
    if (cls === WORD_CLASS.notAsEaten) notEaten++
    else if (cls === WORD_CLASS.genericCooked) cooked = true
    else if (cls === WORD_CLASS.cookedMethod) {
      cooked = true
      if (q.asked && !q.equivalents.has(index.words[id] ?? '')) otherMethod = true
    } else if (cls === WORD_CLASS.raw) raw = true
  }
  return stateScoreOf(notEaten, cooked, raw, entry.produce, q.asked, otherMethod)
}
