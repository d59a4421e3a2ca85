// One meal's parses and matches, each done once ('chicken and veg stir fry' is asked of the
// matcher by canJoin and again by the analyser), with the chain and drive-thru rules of matching.
import type { FoodRegion } from '@platewise/core'
import type { FoodIndex } from './food-index'
import { matchFood, matchWords, namesEvery } from './match'
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
}

export class MealMemoImpl implements MealMemo {
  private readonly parsed = new Map<string, ParsedItem>()
  private readonly matched = new Map<string, FoodMatch | undefined>()

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
    const m = chainMatch(this.ix, words)
    this.matched.set(key, m)
    return m
  }
}

/**
 * A chain's name finds only the chain's own rows ('wendys frosty' is WENDY'S Frosty); where the
 * best row is another's, the food is matched without the name ('wendys chili' is chili).
 */
function chainMatch(ix: FoodIndex, words: readonly string[]): FoodMatch | undefined {
  const chain = chainIn(words)
  const m = fastFoodMatch(ix, words)
  if (!chain || (m && isChainRow(m.food.description, chain.name))) return m
  return chain.rest.length > 0 ? fastFoodMatch(ix, chain.rest) : m
}

const FAST = stem('fast')
const FOOD = stem('food')

/**
 * 'a large coke from the drive thru' asks for a fast-food row of a coke (places.ts leaves
 * 'fast food' for it); where the table has none, the coke, not another fast food (it found
 * a blended soft serve, 880 kcal).
 */
function fastFoodMatch(ix: FoodIndex, words: readonly string[]): FoodMatch | undefined {
  const m = matchFood(ix, words)
  const at = words.indexOf(FAST)
  if (at < 0 || words[at + 1] !== FOOD) return m
  const rest = [...words.slice(0, at), ...words.slice(at + 2)]
  if (rest.length === 0) return m
  const known = matchWords(ix, rest).filter((w) => ix.vocabulary.has(w))
  return m && namesEvery(ix, m.food, known) ? m : (matchFood(ix, rest) ?? m)
}
