// The meal analyser: split a description into items, read each item's amount, match it to
// a food, convert to grams and add up the nutrients.
import { DEFAULT_FOOD_REGION } from '@platewise/core'
import type { AnalysedItem, FoodRegion, MealAnalysis } from '@platewise/core'
import { alternativesFor } from './alternatives'
import { buildFoodIndex } from './food-index'
import type { FoodIndex } from './food-index'
import { readFoodTable } from './food-table'
import { FLAG } from './food-table'
import type { Food } from './food-table'
import { isChipShopMeal, servedLarge } from './chip-shop'
import { inMeatDish, proteinSiblingWords, splitDish } from './dish'
import { asSavouryPie, savouryPieWords } from './savoury-pie'
import { dressedSalad, saysNoDressing, undressedSalad } from './dressed-salad'
import { edibleShare } from './edible-share'
import { madeWithMilk } from './made-with-milk'
import { foodChoice } from './food-choice'
import { readCountNoun, readSizeWord, servedAsOne, servedInTwos } from './name-words'
import { MealMemoImpl, fromMealChain } from './meal-memo'
import type { MealMemo } from './meal-memo'
import { asProteinVariant, asWrapFilling, proteinVariant } from './dish-variants'
import { readHeading } from './headings'
import { beerInItsGlass, pouredDrink } from './poured-drinks'
import { plainFishRow, leanRow, namesCookingFat, pouredEggWhites } from './plain-rows'
import type { DishParts } from './dish'
import { coversBoth, hasCompoundFood, matchFood, matchWords, namesEvery, rankFoods } from './match'
import type { FoodMatch } from './match'
import { addNutrients, nutrientsFor, roundNutrients, zeroNutrients } from './nutrients'
import { splitAsides } from './parse-item'
import type { ParsedItem } from './parse-item'
import { COUNT_NOUNS, VOLUME_ML, isVolumeUnit, isWeightUnit, unitFor } from './units'
import type { Size } from './units'
import { hasCountMeasure, namedMeasureKey, portionGrams, sizedMeasure } from './portions'
import { BRAND_IN_MEASURE } from './unit-words'
import { splitMeal } from './split-items'
import { hasOneWordRule } from './synonyms'
import { chainNamedIn } from './places'
import { foodTokens, normaliseText, stem } from './tokenize'
import { repairTypos } from './typo-repair'

// The result's shape is the API's (packages/core), which the server answers and
// the browser reads without loading the analyser.
export type { AnalysedItem, MealAnalysis } from '@platewise/core'

let index: FoodIndex | undefined

/** The food index, built on first use from the committed table. */
export function foodIndex(): FoodIndex {
  index ??= buildFoodIndex(readFoodTable())
  return index
}

/**
 * Loads the food table and builds its index now rather than on the first meal, so a server
 * can pay the cost at start-up. Safe to call more than once.
 */
export function loadFoodTable(): { foods: number; loadMs: number } {
  const started = performance.now()
  const ix = foodIndex()
  return { foods: ix.foods.length, loadMs: Math.round((performance.now() - started) * 10) / 10 }
}

// Condiments that USDA sizes by what they go on: butter per slice of bread, milk per fl oz of coffee.
const GUIDE_HOSTS: [RegExp, string][] = [
  [/^(?:coffee|tea)\b/, 'guide:drink'],
  [/^(?:bread|toast|roll|bagel|english muffin|muffin, english|crumpet|biscuit)\b/, 'guide:bread'],
  [/sandwich|burger/, 'guide:sandwich'],
  [/salad/, 'guide:salad'],
  [/^cereal|ready-to-eat cereal/, 'guide:cereal'],
  [/^(?:pancake|waffle|french toast)/, 'guide:pancake'],
  [/^potato/, 'guide:potato'],
]

// Foods people top with a spoonful of something: 'yogurt with granola', 'oatmeal with honey'.
const TOPPED =
  /^(?:Yogurt|Oatmeal|Oats|Cereal|Ice cream|Frozen yogurt|Pancakes?|Waffles?|French toast|Cottage cheese|Pudding|Smoothie|Acai|Porridge)\b/i

interface Host {
  food: Food
  grams: number
  quantity: number
  /** the amount of the host was given ('2 cups of coffee', 'a large coffee') */
  stated: boolean
}

const guideKeys = new WeakMap<Food, string | null>()

/** The guideline key of what a food is ('guide:bread' for toast), worked out once per food. */
function guideKeyOf(food: Food): string | null {
  let key = guideKeys.get(food)
  if (key === undefined) {
    const d = food.description.toLowerCase()
    const c = food.category.toLowerCase()
    key = GUIDE_HOSTS.find(([re]) => re.test(d) || re.test(c))?.[1] ?? null
    guideKeys.set(food, key)
  }
  return key
}

function guideFor(
  host: Host | undefined,
): { key: string; hosts: number; hostStated: boolean } | undefined {
  if (!host) return undefined
  const key = guideKeyOf(host.food)
  if (key === null) return undefined
  // drink guidelines are per fl oz of the drink
  const hosts = key === 'guide:drink' ? host.grams / 29.57 : host.quantity
  return { key, hosts, hostStated: host.stated }
}

// What people add to a food rather than name a dish by: 'coffee with milk' is coffee plus milk.
const ADDITIONS = new Set([
  'milk',
  'cream',
  'sugar',
  'butter',
  'honey',
  'syrup',
  'ketchup',
  'mayonnaise',
  'mustard',
  'jam',
  'jelly',
  'salt',
  'pepper',
  'oil',
  'dressing',
  'lemon',
  'ice',
  'water',
])

/**
 * Keeps 'biscuits and gravy' whole when the table has the dish under both words, and the food
 * the whole phrase finds is both foods ('chicken with carrots' is not 'Carrots, raw').
 */
function canJoin(
  ix: FoodIndex,
  memo: MealMemo,
  left: string,
  right: string,
  joiner: 'and' | 'with',
  weighed = false,
): boolean {
  // (an amount in parentheses is the item's detail: the words outside decide the dish)
  const parsedRight = memo.parse(right.includes('(') ? splitAsides(right).outside : right)
  // '80g oats and 250ml milk' are two foods, whatever 'oat milk' says
  if (parsedRight.quantity !== null || parsedRight.unit !== null) return false
  const l = matchWords(ix, memo.parse(left).words)
  const r = matchWords(ix, parsedRight.words)
  if (joiner === 'and' && l.length <= 2 && r.some((w) => FILLED_DISHES.has(w)))
    return (
      // ('chicken and veg stir fry' is one dish cooked with both, whatever the table names it:
      // a weight given is the dish's)
      r[r.length - 1] === STIR_FRY ||
      // ('steak and ale pie' is a steak pie, whatever else is in it)
      savouryPieWords((words) => memo.match(words), [...l, ...r]) !== undefined ||
      fillsDish(ix, memo, l, r, `${left} and ${right.replace(/\s+on\s.*$/, '')}`)
    )
  if (l.length === 0 || r.length === 0 || l.length + r.length > 6) return false
  if (!weighed && curryBesideRice(memo, l, r)) return false
  if (joiner === 'with' && proteinVariant(ix, memo, l, r)) return true
  if (r.some((w) => ADDITIONS.has(w))) return false
  // (a word of the left that its own row does not name either cannot keep the dish apart:
  // 'seafood gumbo over rice' is USDA's gumbo with rice, as 'seafood gumbo' is its gumbo)
  const leftFood = memo.match(memo.parse(left).words)?.food
  const unplaced = leftFood ? l.filter((w) => !namesEvery(ix, leftFood, [w])) : []
  const named = unplaced.length < l.length ? l.filter((w) => !unplaced.includes(w)) : l
  if (!hasCompoundFood(ix, named, r, joiner === 'with')) return false
  const words = memo.parse(`${left} ${joiner} ${right}`).words
  const joined = memo.match(words)
  // what the dish already held may be in it too: 'chicken burrito' is USDA's with cheese, so
  // 'chicken burrito with rice' may be 'Burrito, chicken, with rice, cheese'
  const host = joiner === 'with' ? leftFood?.tokens : undefined
  const asked = matchWords(ix, words).filter((w) => !unplaced.includes(w))
  return joined !== undefined && coversBoth(ix, joined.food, asked, host)
}

/**
 * 'chicken korma with rice', 'veg curry and rice': a curry and its rice, each at its own portion,
 * as a takeaway or a home cook plates them; USDA's curry with rice is a 200 g ready meal. A weight
 * said in the meal ('korma with rice, 350g', '400g tikka masala with rice') may be of both, and
 * so of that ready meal.
 */
function curryBesideRice(memo: MealMemo, l: readonly string[], r: readonly string[]): boolean {
  if (r[r.length - 1] !== RICE) return false
  return /\bcurry\b/i.test(memo.match(l)?.food.description ?? '')
}
const RICE = 'rice'
// 'a portion of chips' at a chip shop: the shop's portion, which it serves large
const SHOP_PORTION = /^(?:a |one )?(?:portion|serving) of /
// a meal with a weight or volume said in it, which may be said of a dish and its side together
const WEIGHED = /\d\s*(?:g|kg|ml|oz|grams?|cups?)\b/

// Dishes named by their fillings or what they are cooked with: 'cheese and pickle sandwich',
// 'bacon and egg roll', 'chicken and veg stir fry'. The first is in the dish, not beside it.
const FILLED_DISHES = new Set(
  [
    'sandwich',
    'roll',
    'wrap',
    'pie',
    'pasty',
    'bagel',
    'burger',
    'baguette',
    'panini',
    'quiche',
    // 'chicken and veg stir fry', 'leek and potato soup', 'chicken and mushroom casserole'
    'stir',
    'curry',
    'soup',
    'casserole',
    'stew',
    // the sandwiches of Britain, Ireland and Australia: 'ham cheese n tomato toastie'
    'toastie',
    'toasty',
    'sarnie',
    'sanga',
    'sanger',
    'butty',
  ].map(stem),
)

// the last word of 'stir fry', stemmed as the matcher reads it
const STIR_FRY = stem('fry')
// grams a millilitre of a stir fry weighs: the median cup of USDA's 67 stir-fried dishes in
// soy-based sauce (224 g) over a cup's 236.6 ml
const STIR_FRY_DENSITY = 224 / 236.6

/** Whether the table's dish for the whole phrase is the dish filled with the first fillings. */
function fillsDish(
  ix: FoodIndex,
  memo: MealMemo,
  fillings: readonly string[],
  right: readonly string[],
  phrase: string,
): boolean {
  const dish = memo.match(memo.parse(phrase).words)
  if (!dish) return false
  // ('Ham sandwich on white, with cheese' holds its cheese after the comma)
  const words = matchWords(ix, foodTokens(dish.food.description.toLowerCase()))
  if (!words.some((w) => FILLED_DISHES.has(w))) return false
  if (fillings.every((f) => words.includes(f))) return true
  // a soup or stew of two foods is one pot, whichever of them the table names it by: 'leek and
  // potato soup' is USDA's potato soup, not a bowl of leeks beside a bowl of soup
  const head = right[right.length - 1] ?? ''
  // (but only vegetables go in unnamed: a meat the row has not is no filling it stands for,
  // 'sausage and bean casserole', and bread is served beside, 'bread and tomato soup')
  const allCookedIn = fillings.every((f) => {
    if (words.includes(f)) return true
    const alone = memo.match([f])
    return alone !== undefined && POT_VEGETABLE.test(alone.food.category)
  })
  return (
    allCookedIn &&
    ONE_POT.has(head) &&
    words.includes(head) &&
    [...fillings, ...right.slice(0, -1)].some((f) => words.includes(f))
  )
}

const POT_VEGETABLE = /vegetable|legume|beans|peas|lentil|potato|onion|tomato/i
const ONE_POT = new Set(['soup', 'stew', 'casserole', 'curry'].map(stem))

// Cooking words that make a meal a cooked one: its vegetables are cooked too.
const COOKED_MEAL =
  /\b(?:grilled|baked|roasted|roast|steamed|boiled|fried|sauteed|broiled|poached|stewed|braised|barbecued?|bbq|stir)\b/
// Vegetables that are eaten raw whatever else is cooked.
const SALAD_VEGETABLES =
  /^(?:Lettuce|Tomato|Cucumber|Celery|Radish|Avocado|Arugula|Sprouts|Olive|Pickle|Salad|Coleslaw|Cabbage salad)/i
const VEGETABLE_CATEGORY =
  /vegetable|^(?:Broccoli|Carrots|String beans|Cabbage|Corn|Onions|Spinach|Other starchy vegetables)$/i
const PREPARATION_WORDS = new Set([
  'raw',
  'fresh',
  'cooked',
  'steamed',
  'boiled',
  'roasted',
  'grilled',
  'baked',
  'fried',
  'sauteed',
  'canned',
  'frozen',
  'pickled',
  'salad',
])

// Produce nobody eats raw: named without a method, it was cooked ('cassava' read a raw root)
const NEVER_EATEN_RAW =
  /^(?:Squash, winter|Winter squash|Pumpkin|Eggplant|Parsnips?|Yam|Cassava|Taro|Plantains?|Breadfruit|Chayote)\b/

/**
 * A vegetable named without a preparation beside cooked food ('grilled salmon with asparagus')
 * is cooked too, plainly: the row without added fat rather than the raw one; so is one nobody
 * eats raw ('butternut squash', 'cassava'), wherever it is named.
 */
function cookedSide(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
  meal: MealFacts,
): FoodMatch | undefined {
  const food = match.food
  if ((food.flags & FLAG.produce) === 0 || !/\braw\b/i.test(food.description)) return undefined
  const neverRaw = NEVER_EATEN_RAW.test(food.description)
  if (!neverRaw && !(meal.cooked && VEGETABLE_CATEGORY.test(food.category))) return undefined
  if (SALAD_VEGETABLES.test(food.description)) return undefined
  if (parsed.words.some((w) => PREPARATION_WORDS.has(w))) return undefined
  // 'steamed' asks for a plain cooked row ('cooked' and 'boiled' are its equivalents)
  const cooked = matchFood(ix, [...parsed.words, 'steamed'])
  if (!cooked || /\braw\b/i.test(cooked.food.description)) return undefined
  return cooked.food.description.split(',')[0] === food.description.split(',')[0]
    ? cooked
    : undefined
}

const NAMES_DRESSING = /dressing|vinaigrette|dressed|\b(?:ranch|balsamic)\b/i

/** What the whole meal says that changes how one of its items is read. */
interface MealFacts {
  /** something in it was cooked ('grilled salmon'): its vegetables are cooked too */
  cooked: boolean
  /** it lists a cooking fat of its own ('a tbsp of olive oil'): no other item has fat added */
  fatListed: boolean
  /** it says something of dressing ('no dressing', 'ranch dressing'): no salad gains one */
  namesDressing: boolean
  /** it says its salad had none ('no dressing'): no salad is a dressed row */
  noDressing: boolean
}

const ADDS_UNSAID = /\bwith\b|\bcoated\b|\bflavored\b|\bfrosted\b|\bglazed\b|\bfilled\b/

/**
 * A size with no unit names a measure ('small fries' is a small order, '2 large eggs' two large
 * eggs). When the food has no measure of that size, a row of the same name decides: a closely
 * ranked FNDDS row with the measure is taken instead; else the rows sharing the food's name
 * ('Egg, whole, …') lend their usual measure of that size.
 */
function sizedSibling(
  ix: FoodIndex,
  parsed: ParsedItem,
  match: FoodMatch,
): { match: FoodMatch; sizedGrams?: number } {
  // (only a size named outside parentheses picks the row: there it is part of the name)
  const rowSize = parsed.rowSize
  if (rowSize && sizedMeasure(match.food, rowSize) === undefined) {
    const name = match.food.description.split(',')[0]
    for (const other of rankFoods(ix, parsed.words, 12)) {
      if (other.food === match.food || other.coverage < match.coverage - 1e-9) continue
      if ((other.food.flags & FLAG.fndds) === 0 || other.food.description.split(',')[0] !== name)
        continue
      // (a row that adds what nobody said is no size of the food: 'small popcorn' read caramel
      // popcorn with nuts, the one popcorn row with a small measure of its own)
      if (ADDS_UNSAID.test(other.food.description) && !ADDS_UNSAID.test(match.food.description))
        continue
      if (sizedMeasure(other.food, rowSize) !== undefined)
        return { match: { ...other, confidence: match.confidence } }
    }
  }
  const size = parsed.size
  if (!size || parsed.unit !== null || sizedMeasure(match.food, size) !== undefined)
    return { match }
  const sizedGrams = sameNameMeasure(ix, match.food, size)
  return sizedGrams === undefined ? { match } : { match, sizedGrams }
}

/**
 * A count whose name has a word the food lacks but a measure of a row of the same name has
 * ('2 baby potatoes': 'Potato, boiled' lists a baby potato, 'Potato, baked' does not) takes
 * that row when it ranks as high as the food.
 */
function namedSibling(ix: FoodIndex, parsed: ParsedItem, match: FoodMatch): FoodMatch {
  if (parsed.quantity === null || parsed.unit !== null || parsed.size !== null) return match
  if (namedMeasureKey(match.food, parsed.words) !== undefined) return match
  const tokens = match.food.tokens
  const lacking = parsed.words.some((w) => {
    const id = ix.vocabulary.get(w)
    return id === undefined || !tokens.includes(id)
  })
  if (!lacking) return match
  const name = match.food.description.split(',')[0]
  for (const other of rankFoods(ix, parsed.words, 6)) {
    if (other.food === match.food || other.score < match.score - 0.5) continue
    if (other.food.description.split(',')[0] !== name) continue
    if (namedMeasureKey(other.food, parsed.words) !== undefined)
      return { ...other, confidence: match.confidence }
  }
  return match
}

/** The median measure of a size among the rows named like the food (its first two segments). */
function sameNameMeasure(ix: FoodIndex, food: Food, size: Size): number | undefined {
  return medianOverSameName(ix, food, (other) => sizedMeasure(other, size))
}

/** The median of a measure over the rows named like the food (its first two segments, or one). */
function medianOverSameName(
  ix: FoodIndex,
  food: Food,
  measure: (other: Food) => number | undefined,
  segments: 1 | 2 = 2,
): number | undefined {
  const name = food.description.split(',', segments).join(',')
  const lead = ix.foods[food.index]?.lead ?? -1
  const list = lead >= 0 ? ix.postings[lead] : undefined
  if (!list) return undefined
  const grams: number[] = []
  for (const f of list) {
    const other = ix.foods[f]?.food
    if (!other || other === food || !other.description.startsWith(name)) continue
    if (other.description.length > name.length && other.description[name.length] !== ',') continue
    const g = measure(other)
    if (g !== undefined) grams.push(g)
  }
  grams.sort((a, b) => a - b)
  return grams[Math.floor((grams.length - 1) / 2)]
}

const COUNT_UNITS = new Set([...COUNT_NOUNS].map((w) => unitFor(w) ?? w))

/** The unit a count is of: as typed, or the measure a word of the name names ('cherry' tomatoes). */
function countUnit(food: Food, parsed: ParsedItem): string | null {
  // ('2 fun size mars bars': the bar's own fun-size measure)
  const barSize = parsed.barSize
  if (barSize !== undefined && parsed.unit === null)
    for (const key of food.portions.keys()) if (key.includes(barSize)) return key
  if (parsed.unit !== null || parsed.quantity === null || parsed.size !== null) return parsed.unit
  // '2 salmon sushi rolls', 'a california roll': whole rolls, USDA's usual 6 pieces each, not
  // the 30 g piece its rows count by ('6 salmon maki' are pieces)
  if (parsed.words.at(-1) === ROLL && SUSHI_ROLL.test(food.description) && food.portions.has('qns'))
    return 'qns'
  return namedMeasureKey(food, parsed.words) ?? null
}

const ROLL = stem('roll')
const SUSHI_ROLL = /^Sushi roll\b/

/**
 * Grams of one count unit ('spear', 'floweret') from the rows named like the food, when the
 * food's own row lists no such measure: 'Asparagus, cooked' lends its spear to 'Asparagus, NFS'.
 */
function sameNameUnit(ix: FoodIndex, food: Food, unit: string): number | undefined {
  // (only a vegetable's or herb's parts: a slice or glass of one row says little of another's)
  if (!COUNT_UNITS.has(unit) || hasCountMeasure(food, unit)) return undefined
  return medianOverSameName(ix, food, (other) =>
    hasCountMeasure(other, unit)
      ? portionGrams(other, { quantity: 1, unit, size: null }).grams
      : undefined,
  )
}

/**
 * A share of a whole thing the food's row cannot count but a row named like it can: 'a
 * quarter chicken', 'half a chicken' are that share of a whole bird (the median of USDA's
 * 'chicken' measure over the chicken rows, about 530 g of meat), not of one 50 g piece.
 */
function wholeOfSameName(ix: FoodIndex, food: Food, parsed: ParsedItem) {
  const { quantity, unit, size, words } = parsed
  if (quantity === null || quantity >= 1 || unit !== null || size !== null) return undefined
  const noun = words[words.length - 1]
  if (noun === undefined || food.portions.has(noun)) return undefined
  // (rows of the food's first word: 'Chicken, NS as to part, roasted' counts for 'Chicken, NS
  // as to part and cooking method')
  const grams = medianOverSameName(ix, food, (other) => other.portions.get(noun), 1)
  return grams === undefined ? undefined : { unit: noun, grams }
}

function analyseItem(
  ix: FoodIndex,
  memo: MealMemo,
  parsed: ParsedItem,
  host: Host | undefined,
  meal: MealFacts,
) {
  let match = memo.match(parsed.words)
  if (!match) return undefined
  match = pouredDrink(ix, memo, parsed, match) ?? beerInItsGlass(memo, parsed, match) ?? match
  match = cookedSide(ix, parsed, match, meal) ?? match
  match =
    pouredEggWhites(ix, parsed, match) ??
    leanRow(ix, parsed, match, meal.fatListed) ??
    plainFishRow(ix, parsed, match) ??
    match
  match = madeWithMilk(ix, parsed, match) ?? match
  if (meal.noDressing) match = undressedSalad(ix, parsed.words, match) ?? match
  match = namedSibling(ix, parsed, match)
  const sized = sizedSibling(ix, parsed, match)
  match = sized.match
  const topping =
    parsed.addedWith === true && host !== undefined && TOPPED.test(host.food.description)
  const whole = wholeOfSameName(ix, match.food, parsed)
  const portion = portionGrams(match.food, {
    quantity: parsed.quantity,
    unit: whole?.unit ?? countUnit(match.food, parsed),
    size: parsed.size,
    guide: parsed.quantity === null ? guideFor(host) : undefined,
    topping,
    sizedGrams: sized.sizedGrams,
    unitGrams:
      whole?.grams ??
      parsed.unitGrams ??
      (parsed.unit === null ? undefined : sameNameUnit(ix, match.food, parsed.unit)),
    mini: parsed.mini,
  })
  // a weight or volume of a food with its peel or shell is mostly, not all, eaten
  if (
    parsed.withRefuse &&
    parsed.unit !== null &&
    (isWeightUnit(parsed.unit) || isVolumeUnit(parsed.unit))
  )
    portion.grams *= edibleShare(match.food.description)
  const raw = nutrientsFor(match.food, portion.grams)
  // (the choice's nutrients are the raw ones rounded: the same grams of the same food)
  const item: AnalysedItem = {
    text: parsed.text,
    ...foodChoice(match.food, portion),
    confidence: Math.round(match.confidence * (portion.estimated ? 0.8 : 1) * 100) / 100,
  }
  return {
    item,
    parsed,
    raw,
    // a topping leaves the food it tops as the host of the next one ('with berries and granola')
    guided: portion.guided === true || topping,
    host: {
      food: match.food,
      grams: portion.grams,
      quantity: portion.quantity,
      stated: parsed.quantity !== null || parsed.unit !== null || parsed.size !== null,
    },
  }
}

type ItemResult = NonNullable<ReturnType<typeof analyseItem>>

/**
 * The two foods of a split dish, each at its usual portion; an amount the person gave is the
 * whole dish's, shared between the two in proportion to those portions.
 */
function analyseDish(
  ix: FoodIndex,
  memo: MealMemo,
  parsed: ParsedItem,
  parts: DishParts,
  meal: MealFacts,
): ItemResult[] | undefined {
  const food = analyseItem(ix, memo, parts.food, undefined, meal)
  const rest = analyseItem(ix, memo, parts.rest, undefined, meal)
  if (!food || !rest) return undefined
  let results = [food, rest]
  const usualGrams = food.host.grams + rest.host.grams
  if (
    usualGrams > 0 &&
    (parsed.quantity !== null || parsed.unit !== null || parsed.size !== null)
  ) {
    // (a cup of a stir fry with its meat and sauce weighs what USDA's stir-fried dishes do,
    // not what a cup of its loose vegetables does)
    const stirFry = parsed.words.includes(STIR_FRY)
    const stated =
      stirFry && parsed.unit !== null && isVolumeUnit(parsed.unit)
        ? (parsed.quantity ?? 1) * (VOLUME_ML[parsed.unit] ?? 0) * STIR_FRY_DENSITY
        : portionGrams(rest.host.food, parsed).grams
    // '300 g chicken stir fry' weighs the dish; '2 chicken stir fries' counts usual portions
    const unit = parsed.unit
    const dishGrams =
      unit !== null && (isWeightUnit(unit) || isVolumeUnit(unit))
        ? stated
        : (usualGrams * stated) / Math.max(rest.host.grams, 1e-9)
    const shared: ItemResult[] = []
    for (const [part, usual] of [
      [parts.food, food],
      [parts.rest, rest],
    ] as const) {
      const grams = Math.round((dishGrams * usual.host.grams) / usualGrams)
      const result = analyseItem(ix, memo, { ...part, quantity: grams, unit: 'g' }, undefined, meal)
      if (!result) return undefined
      shared.push(result)
    }
    results = shared
  }
  for (const r of results) {
    r.item.text = parsed.text
    // the dish was pieced together from two rows
    r.item.confidence = Math.round(r.item.confidence * 80) / 100
  }
  return results
}

export interface AnalyseOptions {
  /** Where the person's food words come from ('chips', 'biscuit', 'jelly'); the US when not given */
  region?: FoodRegion
}

/**
 * A food named beside words the table does not know ('magnum classic', 'gyro platter', 'spag
 * carbonara at zizzi'): the food the known words name, when the whole found none.
 */
function withoutUnknownWords(
  ix: FoodIndex,
  memo: MealMemo,
  parsed: ParsedItem,
  host: Host | undefined,
  meal: MealFacts,
) {
  const tryWords = (words: readonly string[]) => {
    if (words.length === 0 || words.length >= parsed.words.length) return undefined
    // (the food must be named by every word kept: '4 finger kit kat' is no chicken finger)
    const named = memo.match(words)
    if (!named || !namesEvery(ix, named.food, matchWords(ix, words))) return undefined
    const result = analyseItem(ix, memo, { ...parsed, words: [...words] }, host, meal)
    // (found beside words it does not know, the food is a guess the panel asks to check)
    if (result) result.item.confidence = Math.min(result.item.confidence, 0.5)
    return result
  }
  const known = parsed.words.filter((w) => ix.vocabulary.has(w) || hasOneWordRule(w))
  // then without a last or a first word that no food of the rest is named with ('magnum
  // classic', '4 finger kit kat')
  const found = tryWords(known) ?? tryWords(known.slice(0, -1)) ?? tryWords(known.slice(1))
  const measure = parsed.heldIn ?? parsed.unit
  const held = measure === null ? undefined : BRAND_IN_MEASURE[measure]
  if (found || held === undefined) return found
  // 'a pint of carling', 'a schooner of vb', 'a can of irn bru': what the measure holds,
  // named by a brand
  const guess = analyseItem(ix, memo, { ...parsed, words: held.split(' ') }, host, meal)
  if (guess) guess.item.confidence = Math.min(guess.item.confidence, 0.5)
  return guess
}

/** Analyses a free-text meal description. Never throws; unknown items go to `unmatched`. */
export function analyzeMeal(description: string, options: AnalyseOptions = {}): MealAnalysis {
  const items: AnalysedItem[] = []
  const unmatched: string[] = []
  let totals = zeroNutrients()
  try {
    const ix = foodIndex()
    const text = repairTypos(ix, normaliseText(typeof description === 'string' ? description : ''))
    let host: Host | undefined
    const memo: MealMemo = new MealMemoImpl(ix, options.region ?? DEFAULT_FOOD_REGION)
    const chipShop = isChipShopMeal(text)
    const weighed = WEIGHED.test(text)
    const parsedItems = splitMeal(
      text,
      (l, r, joiner) => canJoin(ix, memo, l, r, joiner, weighed),
      (heading, parts) => readHeading(ix, memo, heading, parts),
    ).map((t) => {
      const said = memo.parse(t.text)
      // (chip-shop chips and fish are read as if the person had said 'large'; sausages with
      // no number as if they had said two)
      const served =
        chipShop && servedLarge(said)
          ? { ...memo.parse(`large ${t.text.replace(SHOP_PORTION, '')}`), text: said.text }
          : servedInTwos(said)
            ? { ...memo.parse(`2 ${t.text}`), text: said.text }
            : servedAsOne(said)
              ? { ...memo.parse(`1 ${t.text}`), text: said.text }
              : said
      const parsed = asWrapFilling(
        asProteinVariant(
          ix,
          memo,
          asSavouryPie(
            (words) => memo.match(words),
            readCountNoun(ix, (words) => memo.match(words), readSizeWord(ix, served)),
          ),
        ),
      )
      return t.joiner === 'with' ? { ...parsed, addedWith: true } : parsed
    })
    // (what a parenthesis says is details of its own item, not of the meal)
    const meal: MealFacts = {
      cooked: parsedItems.some((p) =>
        COOKED_MEAL.test(
          (p.text.includes('(') || p.text.includes(')')
            ? splitAsides(p.text).outside
            : p.text
          ).toLowerCase(),
        ),
      ),
      fatListed: parsedItems.some((p) => namesCookingFat(p.words)),
      // (a dressing named by its kind alone: "cobb salad with ranch" read ranch and an Italian)
      namesDressing: NAMES_DRESSING.test(text),
      noDressing: saysNoDressing(text),
    }
    // (a chain named once, in a heading or beside one item, is where every item came from)
    const mealChain = chainNamedIn(foodTokens(text))
    for (let parsed of parsedItems) {
      if (mealChain && parsed.words.length > 0) parsed = fromMealChain(ix, memo, mealChain, parsed)
      if (parsed.words.length === 0) {
        // an amount with no food ('2 cups') is reported; filler ('for lunch') is not
        if (parsed.quantity !== null || parsed.unit !== null) unmatched.push(parsed.text)
        host = undefined
        continue
      }
      const matchWith = (words: readonly string[]) => memo.match(words)
      // (a row of the dish with the person's protein, before splitting the protein off)
      const sibling = proteinSiblingWords(ix, matchWith, parsed)
      if (sibling) parsed = { ...parsed, words: sibling }
      const parts =
        splitDish(ix, matchWith, parsed) ?? dressedSalad(matchWith, parsed, meal.namesDressing)
      const dish = parts && analyseDish(ix, memo, parsed, parts, meal)
      const single = dish
        ? undefined
        : (analyseItem(ix, memo, parsed, host, meal) ??
          withoutUnknownWords(ix, memo, parsed, host, meal))
      // 'jambalaya w sausage & shrimp': the meats of a dish whose row has its meat in it
      if (single && parsed.addedWith && host && inMeatDish(host.food, single.host.food)) continue
      const results = dish ?? (single ? [single] : [])
      if (results.length === 0) {
        unmatched.push(parsed.text)
        host = undefined
        continue
      }
      for (const result of results) {
        // (only for the items kept: a dish may analyse its parts twice)
        result.item.alternatives = alternativesFor(ix, result.parsed, result.host.food, (w) =>
          memo.ranked(w),
        )
        items.push(result.item)
        totals = addNutrients(totals, result.raw)
        // milk and sugar in a coffee both go by the coffee
        if (!result.guided) host = result.host
      }
    }
  } catch {
    // a bug must not take the meal form down: report what was analysed so far
  }
  return { items, totals: roundNutrients(totals), unmatched }
}
