// The plain row of a food where USDA's default assumes fat or frying: fat counted once when a
// meal lists its cooking oil, lean methods without added fat, fish baked or broiled.
import { FAT_STATE } from './food-index'
import type { FoodIndex } from './food-index'
import type { Food } from './food-table'
import { rankFoods } from './match'
import type { FoodMatch } from './match'
import { splitAsides, type ParsedItem } from './parse-item'
import { isVolumeUnit } from './units'

// Cooking fats people list as an item of their own (butter is mostly a spread: not here).
const FATS = new Set(['oil', 'ghee', 'lard', 'spray'])

/** Whether an item's words name a cooking fat ('a tbsp of olive oil', 'cooking spray'). */
export function namesCookingFat(words: readonly string[]): boolean {
  return words.some((w) => FATS.has(w))
}
// Words that say the food itself was cooked in or with fat.
const FAT_WORDS = new Set([
  'fried',
  'fry',
  'sauteed',
  'buttered',
  'butter',
  'oil',
  'fat',
  'crispy',
  'creamed',
  'margarine',
])
// How a fish may have been cooked: named, it picks the row itself.
const METHODS = new Set([
  'grilled',
  'baked',
  'roasted',
  'broiled',
  'steamed',
  'poached',
  'boiled',
  'smoked',
  'raw',
  'canned',
  'blackened',
  'barbecue',
  'stewed',
  'braised',
])
// Methods that add no fat: 'boiled potatoes' are not USDA's fat-added default.
const LEAN_WORDS = new Set(['boiled', 'steamed', 'poached'])
// Dishes made with fat, whatever the scale says: a roast, an omelette, scrambled eggs
const MADE_WITH_FAT = new Set(['roasted', 'roast', 'omelet', 'omelette', 'scrambled', 'stir'])

/**
 * A food weighed on a scale ('150 g sweet potato') with no fat named: a
 * person who weighs their food logs their cooking fat as an item of its own
 * (docs/decisions/028), so the food is read without the fat USDA's default adds. A dish made
 * with fat ('roast potatoes', 'egg white omelette') keeps it.
 */
function weighedPlain(parsed: ParsedItem): boolean {
  if (parsed.words.some((w) => MADE_WITH_FAT.has(w))) return false
  // a number of grams or ounces outside any parentheses: what a parenthesis says is a
  // detail of the amount, and never changes the food
  const outside = parsed.text.includes('(') ? splitAsides(parsed.text).outside : parsed.text
  return WEIGHT_AMOUNT.test(outside)
}

const WEIGHT_AMOUNT = /\d\s*(?:g|gr|grams?|kg|kilos?|oz|ounces?|lbs?|pounds?)\b/
/**
 * A food whose row has fat added (or USDA's NFS default, which assumes some) is read as its
 * row without added fat when the meal lists its fat as an item of its own, so that the fat
 * is counted once ('sweet potato, 1 tsp olive oil'), when it was boiled, steamed or poached,
 * or when it was weighed and nothing says fat; never when the person said it was fried or
 * buttered.
 */
export function leanRow(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
  fatListed: boolean,
): FoodMatch | undefined {
  const words = parsed.words
  if (FATS.has(words[words.length - 1] ?? '') || words.some((w) => FAT_WORDS.has(w)))
    return undefined
  if (!fatListed && !words.some((w) => LEAN_WORDS.has(w)) && !weighedPlain(parsed)) return undefined
  const food = match.food
  if (ix.fatState[food.index] === FAT_STATE.none) return undefined
  const lean = leanSibling(ix, words, match)
  return lean && { ...lean, confidence: match.confidence }
}

// The lean sibling found for a food and its words: the same for every meal that names them
// alike, and weighed foods ask often (kept small; the index is built once per process)
const leanSiblings = new Map<string, FoodMatch | null>()

/** The food's row without added fat that the words rank at least as well, if it has fewer kcal. */
function leanSibling(ix: FoodIndex, words: readonly string[], match: FoodMatch) {
  const key = `${match.food.index} ${match.coverage} ${words.join(' ')}`
  const known = leanSiblings.get(key)
  if (known !== undefined) return known ?? undefined
  const food = match.food
  const name = food.description.split(',')[0]
  const kcal = food.per100g[0] ?? 0
  let lean: FoodMatch | null = null
  for (const other of rankFoods(ix, words, 20)) {
    if (other.coverage < match.coverage - 1e-9) continue
    if (ix.fatState[other.food.index] !== FAT_STATE.none) continue
    if (other.food.description.split(',')[0] !== name) continue
    if ((other.food.per100g[0] ?? 0) < kcal) lean = other
    break
  }
  if (leanSiblings.size > 5000) leanSiblings.clear()
  leanSiblings.set(key, lean)
  return lean ?? undefined
}

const byDescription = new WeakMap<FoodIndex, Map<string, Food>>()

/** The table's row of that exact description. */
function rowNamed(ix: FoodIndex, description: string): Food | undefined {
  let foods = byDescription.get(ix)
  if (!foods) {
    foods = new Map(ix.foods.map((f) => [f.food.description, f.food]))
    byDescription.set(ix, foods)
  }
  return foods.get(description)
}

// a row plainFishRow may change: most are neither, and are ruled out before its two patterns
const FISH_OR_SHELLFISH = /^(?:Fish|Shrimp|Clams), /

/**
 * A fish named with no cooking method is baked or broiled, as 'fish' is: USDA's NFS row for
 * most fish is the fried one ('Fish, cod, NFS' has the kcal of 'Fish, cod, fried'). Weighed,
 * fish and shrimp are the steamed row: FNDDS's baked or broiled fish carries a cook's fat (cod
 * 126 kcal/100 g against 87 steamed), and a weighed food carries no fat it was not said to have
 * (docs/decisions/028).
 */
export function plainFishRow(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
): FoodMatch | undefined {
  const description = match.food.description
  if (!FISH_OR_SHELLFISH.test(description)) return undefined
  // ('salmon' finds the baked row itself, by the phrase table)
  const fish = /^Fish, ([^,]+), (?:NFS|baked or broiled)$/.exec(description)?.[1]
  const shellfish = /^(Shrimp|Clams), NFS$/.exec(description)?.[1]
  if (fish === undefined && shellfish === undefined) return undefined
  if (parsed.words.some((w) => METHODS.has(w) || FAT_WORDS.has(w))) return undefined
  const weighed = weighedPlain(parsed)
  const row =
    fish !== undefined
      ? (weighed && rowNamed(ix, `Fish, ${fish}, steamed`)) ||
        rowNamed(ix, `Fish, ${fish}, baked or broiled`)
      : weighed
        ? rowNamed(ix, `${shellfish}, steamed or boiled`)
        : undefined
  return row ? { ...match, food: row } : undefined
}

// Words that say egg whites were measured after cooking ('a cup of chopped boiled egg white')
const COOKED_EGG_WORDS = new Set(['cooked', 'boiled', 'hard', 'chopped', 'scrambled', 'fried'])

/**
 * Egg whites measured by volume are liquid egg whites, poured from a carton or a bowl before
 * they are cooked ('1 cup egg whites': 245 g, 127 kcal): USDA's cup of cooked egg white is
 * chopped hard-cooked whites (135 g), and its default row adds a cook's fat that a person
 * pouring a measured cup of whites rarely uses (docs/decisions/028).
 */
export function pouredEggWhites(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
): FoodMatch | undefined {
  if (parsed.unit === null || !isVolumeUnit(parsed.unit)) return undefined
  if (!match.food.description.startsWith('Egg, white, cooked')) return undefined
  if (parsed.words.some((w) => COOKED_EGG_WORDS.has(w) || FAT_WORDS.has(w))) return undefined
  const liquid = rowNamed(ix, 'Egg, white only, raw')
  return liquid ? { ...match, food: liquid } : undefined
}
