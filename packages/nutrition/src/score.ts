// The parts of a candidate food's score, and what each part weighs. match.ts walks the index
// and gathers the facts; these functions turn facts into numbers. The query-independent part
// of the score (source, NFS default, brand, plain-food hints) and the as-eaten part are worked
// out once per food when the index is built (food-index.ts: prior, stateScoreOf).
import { FAT_STATE } from './food-index'

export const WEIGHTS = {
  // How much of the query a word is; coverage is the covered share of the query's weight.
  // the head noun is the food itself: a row without 'breast' is not 'grilled chicken breast'
  headWord: 2,
  // another food word matters, but a row may name it differently or leave it out
  foodWord: 1,
  // a preparation or size steers the choice but is not the food
  stateWord: 0.7,
  // a flavour names a variety: a plain muffin is a fair answer to 'blueberry muffin'
  flavourWord: 0.5,
  // a word the table does not know may be the food itself ('zorbleberry juice'): when it is
  // the head it costs as much as a missing known word, elsewhere less
  unknownHead: 1,
  unknownWord: 0.3,
  // a row with only a close method ('broiled' for 'grilled') has half that word
  equivalentShare: 0.5,

  // The score of a candidate.
  // coverage outweighs everything else: the food must first be what was asked for
  coverage: 6,
  // the curated everyday row wins whenever it is among the candidates at all
  curated: 6,
  // a row with every food word asked for keeps them all: 'chicken caesar salad' keeps its chicken
  wholeQuery: 1,
  // each word the description has beyond the query names a more particular food
  extraWord: 0.22,
  // an SR row's extra words name a processed variant ('toaster-type', 'french crullers')
  srExtraWord: 0.12,
  // a restaurant or fast-food row is what people mean only when they say so
  restaurant: 1.5,
  // steamed or boiled vegetables are the rows without added fat, not USDA's fat-added default
  noAddedFatProduce: 1,
  noAddedFat: 0.4,
  fatAdded: 0.3,
  // USDA's name (first segment) should be what was asked for: 'Egg, whole' rather than 'Egg rolls'
  nameShare: 2,
  headInName: 1,
  // the head only qualifies the row's own noun: 'salad' in 'Salad dressing'
  headQualifiesName: 1.2,
  // the description leads with a word of the query ('Chicken, …' for 'chicken')
  leadWord: 0.5,
  // the row is a dish made of the food, or adds a food, that nobody asked for ('souffle')
  unaskedDish: 1.5,

  // Confidence, 0..1: the share of the query the food covers, lowered by these factors.
  // the food's description says more than the query did
  longerConfidence: 0.85,
  // a word of the query is unknown to the table, so the food was found without it
  unknownWordConfidence: 0.6,
} as const

export const CUTOFFS = {
  // a food covering less than half the query is not what was asked for
  minCoverage: 0.5,
  // a food this far below the best coverage cannot catch up on the other parts: it is not scored
  coverageWindow: 0.45,
  // a brand must cover every word: 'tikka masala' is not 'SMART SOUP, Indian Bean Masala'
  brandCoverage: 0.99,
  // food-index.ts gives a brand a prior of -2.5; nothing else brings a prior this low
  brandPrior: -2,
  // past this many extra words a description is simply long: more words tell nothing new
  extraWords: 10,
  srExtraWords: 5,
} as const

/**
 * The most nameScore can add. The ranking scores the name last, and only for foods whose other
 * parts are within this much of the best food so far.
 */
export const NAME_BONUS = WEIGHTS.nameShare + WEIGHTS.headInName + WEIGHTS.leadWord

/** What a query word is to the query, for how much of it the word counts. */
export type WordRole = 'head' | 'head-part' | 'food' | 'state' | 'flavour'

export function wordWeight(role: WordRole): number {
  if (role === 'head' || role === 'head-part') return WEIGHTS.headWord
  if (role === 'state') return WEIGHTS.stateWord
  return role === 'flavour' ? WEIGHTS.flavourWord : WEIGHTS.foodWord
}

/** How much a word the table does not know counts against every food's coverage. */
export function unknownWordWeight(role: WordRole): number {
  return role === 'head' ? WEIGHTS.unknownHead : WEIGHTS.unknownWord
}

/**
 * The share of the query a food covers: the weight of the query words it has, plus half the
 * weight of those it has only an equivalent of, over the query's whole weight.
 */
export function coverageOf(exactWeight: number, equivalentWeight: number, totalWeight: number) {
  return (exactWeight + WEIGHTS.equivalentShare * equivalentWeight) / totalWeight
}

/** Coverage of a food that cannot be the answer; below any floor. */
export const NOT_A_CANDIDATE = -1

/** The food's coverage if it can be the answer at all, else NOT_A_CANDIDATE. */
export function candidateCoverage(coverage: number, hasHead: boolean, prior: number): number {
  if (coverage < CUTOFFS.minCoverage || !hasHead) return NOT_A_CANDIDATE
  if (prior < CUTOFFS.brandPrior && coverage < CUTOFFS.brandCoverage) return NOT_A_CANDIDATE
  return coverage
}

/** The lowest coverage worth scoring, given the best coverage among the candidates. */
export function coverageFloor(bestCoverage: number): number {
  return Math.max(CUTOFFS.minCoverage, bestCoverage - CUTOFFS.coverageWindow)
}

export function coverageScore(coverage: number): number {
  return WEIGHTS.coverage * coverage
}

/** extra: content words of the description that are not the query's. */
export function extraWordsScore(extra: number): number {
  return -(WEIGHTS.extraWord * Math.min(CUTOFFS.extraWords, extra))
}

export function srExtraWordsScore(extra: number, sr: boolean): number {
  return sr ? -(WEIGHTS.srExtraWord * Math.min(CUTOFFS.srExtraWords, extra)) : 0
}

export function restaurantScore(restaurant: boolean, wanted: boolean): number {
  return restaurant && !wanted ? -WEIGHTS.restaurant : 0
}

export function curatedScore(curated: boolean): number {
  return curated ? WEIGHTS.curated : 0
}

/**
 * hardWords: the query's words that name the food (not its preparation or flavour);
 * hardHits: how many of them the description has. One such word alone is coverage's business.
 */
export function wholeQueryScore(hardWords: number, hardHits: number): number {
  return hardWords > 1 && hardHits === hardWords ? WEIGHTS.wholeQuery : 0
}

/** For a query that names a method adding no fat ('steamed', 'boiled'); fat is a FAT_STATE. */
export function leanScore(fat: number, produce: boolean): number {
  if (fat === FAT_STATE.none) return produce ? WEIGHTS.noAddedFatProduce : WEIGHTS.noAddedFat
  return fat === FAT_STATE.added ? -WEIGHTS.fatAdded : 0
}

/**
 * How well USDA's name for the food (its first segment) fits the query.
 * nameHits of the name's nameLength words are the query's; headInName: the head noun is one
 * of them; headQualifies: the name ends on a noun of its own that nobody asked for; leadAsked:
 * the description's first word is the query's.
 */
export function nameScore(
  nameHits: number,
  nameLength: number,
  headInName: boolean,
  headQualifies: boolean,
  leadAsked: boolean,
): number {
  let score = 0
  if (nameLength > 0) score += (WEIGHTS.nameShare * nameHits) / nameLength
  if (headInName) score += WEIGHTS.headInName
  if (headInName && headQualifies) score -= WEIGHTS.headQualifiesName
  if (leadAsked) score += WEIGHTS.leadWord
  return score
}

/**
 * 0..1, to two places: the share of the query the food covers, lowered when the description
 * is longer than the query and when a word of the query is unknown to the table.
 */
export function confidenceOf(coverage: number, longer: boolean, unknownWord: boolean): number {
  const confidence = Math.min(
    1,
    Math.max(
      0,
      coverage *
        (longer ? WEIGHTS.longerConfidence : 1) *
        (unknownWord ? WEIGHTS.unknownWordConfidence : 1),
    ),
  )
  return Math.round(confidence * 100) / 100
}
