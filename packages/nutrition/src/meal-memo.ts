// One meal's parses and matches, each done once ('chicken and veg stir fry' is asked of the
// matcher by canJoin and again by the analyser), with the chain and drive-thru rules of matching.
import type { FoodRegion } from '@platewise/core'
import type { FoodIndex } from './food-index'
import { ALTERNATIVES_RANKED } from './alternatives'
import { curatedMatch, matchWords, namesEvery, rankFoods } from './match'
import type { FoodMatch } from './match'
import { parseItem } from './parse-item'
import type { ParsedItem } from './parse-item'
import { chainIn, isChainRow } from './places'
import { inRegion } from './regional-words'
import { stem } from './tokenize'
import { readUnitWords } from './unit-words'

/** Parses and matches of one meal: a joined phrase is parsed and matched once, not twice. */
export interface MealMemo {
  parse(text: string): ParsedItem
  match(words: readonly string[]): FoodMatch | undefined
  /** The best ALTERNATIVES_RANKED foods for the words, best first */
  ranked(words: readonly string[]): readonly FoodMatch[]
}

export class MealMemoImpl implements MealMemo {
  private readonly parsed = new Map<string, ParsedItem>()
  private readonly matched = new Map<string, FoodMatch | undefined>()
  // An item's words are ranked for its match and again for its alternatives (a tenth of an
  // analysis). The alternatives' ranking is longer but begins with the match (curatedMatch),
  // so each phrase is ranked once, for the alternatives' length; kept for this meal only.
  private readonly rankings = new Map<string, readonly FoodMatch[]>()
  private readonly find = (words: readonly string[]) =>
    curatedMatch(this.ix, words) ?? this.ranked(words)[0]

  constructor(
    private readonly ix: FoodIndex,
    private readonly region: FoodRegion,
  ) {}

  parse(text: string): ParsedItem {
    const key = text.trim()
    let p = this.parsed.get(key)
    if (!p) {
      p = inRegion(readUnitWords(parseItem(key)), this.region)
      this.parsed.set(key, p)
    }
    return p
  }

  match(words: readonly string[]): FoodMatch | undefined {
    const key = words.join(' ')
    if (this.matched.has(key)) return this.matched.get(key)
    const m = chainMatch(this.ix, words, this.find)
    this.matched.set(key, m)
    return m
  }

  ranked(words: readonly string[]): readonly FoodMatch[] {
    const key = words.join(' ')
    let r = this.rankings.get(key)
    if (!r) this.rankings.set(key, (r = rankFoods(this.ix, words, ALTERNATIVES_RANKED)))
    return r
  }
}

/** matchFood, from the meal's rankings. */
type FindFood = (words: readonly string[]) => FoodMatch | undefined

/**
 * A chain's name finds only the chain's own rows ('wendys frosty' is WENDY'S Frosty); where the
 * best row is another's, the food is matched without the name ('wendys chili' is chili).
 */
function chainMatch(
  ix: FoodIndex,
  words: readonly string[],
  find: FindFood,
): FoodMatch | undefined {
  const chain = chainIn(words)
  const m = fastFoodMatch(ix, words, find)
  if (!chain || (m && isChainRow(m.food.description, chain.name))) return m
  if (chain.rest.length === 0) return m
  // ('subway oven roasted chicken': the chain's name said first qualifies the food's first word
  // in the ranking; said after it, as in 'oven roasted chicken from subway', it finds the row)
  const after = fastFoodMatch(ix, [...chain.rest, ...chain.words], find)
  if (after && isChainRow(after.food.description, chain.name)) return after
  return fastFoodMatch(ix, chain.rest, find)
}

const FAST = stem('fast')
const FOOD = stem('food')

/**
 * 'a large coke from the drive thru' asks for a fast-food row of a coke (places.ts leaves
 * 'fast food' for it); where the table has none, the coke, not another fast food (it found
 * a blended soft serve, 880 kcal).
 */
function fastFoodMatch(
  ix: FoodIndex,
  words: readonly string[],
  find: FindFood,
): FoodMatch | undefined {
  const m = find(words)
  const at = words.indexOf(FAST)
  if (at < 0 || words[at + 1] !== FOOD) return m
  const rest = [...words.slice(0, at), ...words.slice(at + 2)]
  if (rest.length === 0) return m
  const known = matchWords(ix, rest).filter((w) => ix.vocabulary.has(w))
  return m && namesEvery(ix, m.food, known) ? m : (find(rest) ?? m)
}

/**
 * The item as the chain the meal names makes it, when the chain has a row of it: 'small chips'
 * in 'maccas cheeseburger and small chips' are McDonald's small fries (71 g), not a restaurant's
 * (110 g); a chain with no row of the food leaves it as it was ('a coke').
 */
export function fromMealChain(
  ix: FoodIndex,
  memo: MealMemo,
  chain: readonly string[],
  parsed: ParsedItem,
): ParsedItem {
  if (chainIn(parsed.words)) return parsed
  // (after the food, as in "fries from mcdonalds": before it, "mcdonalds french" qualifies "fry")
  const words = [...parsed.words, ...chain]
  const m = memo.match(words)
  // (the chain's row must be the food named: 'medium chips' read as American crisps found
  // McDonald's hotcakes, a row that has the chain's name and nothing else asked for)
  const head = matchWords(ix, parsed.words).at(-1)
  return m &&
    head !== undefined &&
    namesEvery(ix, m.food, [head]) &&
    isChainRow(m.food.description, chain.join('').replace(/[^a-z]/g, ''))
    ? { ...parsed, words }
    : parsed
}
