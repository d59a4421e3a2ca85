// Converts an amount and unit into grams of a food, using the food's USDA household
// measures: '2 eggs' is two of the food's own 'egg' measure, never 2 g.
import { FLAG } from './food-table'
import type { Food } from './food-table'
import { COUNT_FALLBACK, VOLUME_ML, WEIGHT_GRAMS, isVolumeUnit, isWeightUnit } from './units'
import type { Size } from './units'

// Only keeps the arithmetic finite. What one item may weigh is decided by the
// meal limits of @platewise/core, which the server applies to every analysis:
// an amount past them must reach it as read ('10000 eggs' as 10,000 g), not
// quietly cut down to an amount that would pass.
const GRAMS_CEILING = 1_000_000

export interface PortionRequest {
  quantity: number | null
  unit: string | null
  size: Size | null
  /** a guideline key ('guide:bread') and how many of the host, for 'toast with butter' */
  guide?: { key: string; hosts: number; hostStated?: boolean }
  /** grams of the requested size, from rows of the same food, when this one has no such measure */
  sizedGrams?: number
  /** grams of one of the requested count unit, from rows of the same food, when this one has none */
  unitGrams?: number
  /** the food tops another ('yogurt with granola'): with no amount, a topping's portion */
  topping?: boolean
  /** the size was 'mini': USDA's miniature or bite-size measure, when the food has one */
  mini?: boolean
}

export interface Portion {
  grams: number
  quantity: number
  /** the unit as reported: the user's unit, or the food's measure used for a bare count */
  unit: string
  /** true when no measure of the food fitted and a generic size was assumed */
  estimated: boolean
  /** true when the amount came from USDA's guideline for what the food goes with */
  guided?: boolean
}

const SIZE_FACTOR: Record<Size, number> = { s: 0.75, m: 1, l: 1.3, xl: 1.6 }
// fresh fruit as FNDDS files it (SR Legacy's 'Fruits and Fruit Juices' holds juices and dried
// fruit too)
const FRESH_FRUIT_CATEGORY =
  /^(?:Citrus fruits|Other fruits and fruit salads|Apples|Bananas|Melons|Grapes|Pineapple|Blueberries and other berries|Strawberries)$/
// desserts, served in a smaller bowl than soup or cereal
const DESSERT_CATEGORY = /^(?:Pudding|Ice cream and frozen dairy desserts|Cakes and pies|Gelatin)/
// foods eaten by the handful, whose bowl is a snack bowl of half a cup: a soup bowl of mixed
// nuts would hold 1,300 kcal
const HANDFUL_CATEGORY =
  /^(?:Nuts and seeds|Nut and Seed Products|Candy (?:not )?containing chocolate|Cereal bars|Nutrition bars|Pretzels\/snack mix)$/
// savoury snacks sold in single-serve bags, and USDA's small bag of them (1 oz); popcorn's
// bags are of every size (a microwave bag is 85 g)
const SNACK_CATEGORY = /^(?:Snacks|Potato chips|Tortilla, corn, other chips|Pretzels\/snack mix)$/
const SNACK_BAG_GRAMS = 28
// volumes measured out exactly, which a size word does not change
const EXACT_VOLUMES = new Set(['ml', 'cl', 'dl', 'l', 'floz'])
// (a whole word: 'cupcake' and 'bagel' are counts, 'cup' and 'bag' are not)
const NOT_A_COUNT =
  /^(?:cup|tbsp|tsp|floz|qns|listed|guide:|inch|cubic|surface|package|container|can|bottle|jar|bag|box|serving|pouch|tray|quart|yield|oz|lb|refuse)(?![a-z])/
const NATURAL_FALLBACKS = [
  'm',
  'whole',
  'fruit',
  'each',
  'item',
  'unit',
  'piece',
  // a falafel or a fritter is counted by the patty
  'patty',
  'nut',
  'berry',
  // a biscuit USDA names otherwise ('Marie biscuit') is still counted by the cookie
  'cooky',
  'qns',
  'l',
  'slice',
  's',
]
// a drink's sizes are cup sizes (a medium coffee is 16 fl oz); 'a coffee' is USDA's usual amount
const DRINK_FALLBACKS = ['qns', 'can', 'bottle', 'cup', 'glass', 'm', 'container']

/** Grams per millilitre, from the food's own volume measures; water-like when it has none. */
export function densityOf(food: Food): number {
  for (const unit of ['cup', 'floz', 'tbsp', 'tsp'] as const) {
    const g = food.portions.get(unit)
    const ml = VOLUME_ML[unit]
    if (g !== undefined && ml !== undefined) return g / ml
  }
  return 1
}

function firstSegmentWords(food: Food): string[] {
  return (food.description.toLowerCase().split(',')[0] ?? '').split(/[^a-z]+/)
}

const naturalUnits = new WeakMap<Food, { key: string; grams: number } | null>()

/** The measure '1' of a food means: its own noun ('1 egg'), else medium, else USDA's default. */
export function naturalUnit(food: Food): { key: string; grams: number } | undefined {
  let unit = naturalUnits.get(food)
  if (unit === undefined) {
    unit = findNaturalUnit(food) ?? null
    naturalUnits.set(food, unit)
  }
  return unit ?? undefined
}

// sweeteners, which people count by the spoonful: 'tea with 2 sugars' is two teaspoons
const SWEETENER = /^(?:Sugars?|Sweetener|Sugar substitute)\b/

function findNaturalUnit(food: Food): { key: string; grams: number } | undefined {
  const whole = orderedWhole(food)
  if (whole) return whole
  const spoon = food.portions.get('tsp')
  if (spoon !== undefined && SWEETENER.test(food.description)) return { key: 'tsp', grams: spoon }
  if ((food.flags & FLAG.beverage) !== 0) {
    for (const key of DRINK_FALLBACKS) {
      const grams = food.portions.get(key)
      if (grams !== undefined) return { key, grams }
    }
  }
  const words = firstSegmentWords(food).map((w) => w.replace(/(?:ies|ie)$/, 'y').replace(/s$/, ''))
  // (a medium one is what a plain count means when the food's own noun is a mini one: USDA's
  // blueberry muffins list 'muffin' at 31 g beside a medium at 113 g)
  const medium = food.portions.get('m')
  // a food named in two words has its measure named by both ('Egg roll': 'egg roll', 64 g), and
  // one named in more by its last two ('Stuffed jalapeno pepper': 'jalapeno pepper', 25 g)
  const named = words.filter((w) => w !== '')
  const lastTwo = named.slice(-2).join('-')
  const both = named.length >= 2 ? food.portions.get(lastTwo) : undefined
  if (both !== undefined) return { key: lastTwo, grams: both }
  for (const w of words) {
    const grams =
      food.portions.get(w) ??
      food.portions.get(`${w}:m`) ??
      food.portions.get(`${w}:s`) ??
      // ('Stuffed pepper' is counted by its 'pepper with filling')
      firstKeyStarting(food, `${w}-with-`)
    if (grams !== undefined && w !== '' && !NOT_A_COUNT.test(w)) {
      if (medium !== undefined && grams < medium / 2) return { key: 'm', grams: medium }
      return { key: w, grams }
    }
  }
  for (const key of NATURAL_FALLBACKS) {
    const grams = food.portions.get(key)
    if (grams !== undefined) return { key, grams }
  }
  for (const [key, grams] of food.portions)
    if (!NOT_A_COUNT.test(key) && !NAMED_BAR_SIZE.test(key)) return { key, grams }
  const qns = food.portions.get('qns') ?? food.portions.get('serving')
  if (qns === undefined && SPOONED_CATEGORY.test(food.category)) {
    // (a vinegar or a spice SR measures by the cup too is a spoonful: 'balsamic' read a cup)
    const spoon = food.portions.get('tbsp') ?? food.portions.get('tsp')
    if (spoon !== undefined)
      return { key: food.portions.has('tbsp') ? 'tbsp' : 'tsp', grams: spoon }
  }
  return qns !== undefined || food.portions.has('cup')
    ? { key: 'qns', grams: qns ?? food.portions.get('cup')! }
    : undefined
}

// a candy bar's sizes other than its own, and its miniatures: never what 'a bar' means
const NAMED_BAR_SIZE = /(?:fun|king)-size|miniature/

// SR Legacy's categories of what is eaten by the spoon
const SPOONED_CATEGORY = /^(?:Spices and Herbs|Fats and Oils)$/

/** Grams of the food's first measure whose key starts with `prefix`. */
function firstKeyStarting(food: Food, prefix: string): number | undefined {
  for (const [key, grams] of food.portions) if (key.startsWith(prefix)) return grams
  return undefined
}

// Foods a person orders whole, whose usual portion in USDA is a piece of one, with the measure
// of a whole one: a naan comes to the table whole (177 g; USDA's 'quantity not specified' is a
// quarter of it), and so does a quesadilla (USDA's is a half circle)
const ORDERED_WHOLE: readonly (readonly [row: RegExp, whole: string])[] = [
  [/^Bread, naan$/, 'naan'],
  [/^Quesadilla\b/, 'full-circle'],
  // a takeaway's or a shop's samosa is USDA's large one (100 g, as all four writers of the spent
  // sets who counted them read it); its small one is the cocktail size
  [/^Samosa$/, 'l'],
]

/** The measure of one whole, for a food ordered whole. */
function orderedWhole(food: Food): { key: string; grams: number } | undefined {
  const key = ORDERED_WHOLE.find(([row]) => row.test(food.description))?.[1]
  const grams = key === undefined ? undefined : food.portions.get(key)
  return key !== undefined && grams !== undefined ? { key, grams } : undefined
}

// Every analysed item and each of its alternatives reports its usual portion, worked out again
// from the same measures each time. It depends only on the food's row, so (like naturalUnit) it
// is kept per food: one small object per row asked about (1 MB of heap with all 12,539 rows).
const defaultPortions = new WeakMap<Food, Readonly<{ key: string; grams: number }>>()

/** What a person eats when they give no amount: USDA's 'Quantity not specified', else a serving. */
export function defaultPortion(food: Food): Readonly<{ key: string; grams: number }> {
  let portion = defaultPortions.get(food)
  if (portion === undefined) defaultPortions.set(food, (portion = findDefaultPortion(food)))
  return portion
}

function findDefaultPortion(food: Food): { key: string; grams: number } {
  const whole = orderedWhole(food)
  if (whole) return whole
  // 'listed': the amount USDA lists when its only measure is a fraction ('0.33 cup' = 32 g)
  for (const key of ['qns', 'serving', 'm', 'listed']) {
    const grams = food.portions.get(key)
    if (grams !== undefined) return { key, grams }
  }
  // a chain's order listed only by its sizes ('McDONALD'S, french fries': small, medium, large,
  // kids) is the medium one, the order a person gets when they name no size
  const medium = food.portions.get('serving:m')
  if (medium !== undefined) return { key: 'serving', grams: medium }
  const natural = naturalUnit(food)
  // 'cake' with no amount is a piece of one, not the whole cake that USDA also lists
  const piece = food.portions.get('piece') ?? food.portions.get('slice')
  if (natural && piece !== undefined && natural.grams > 4 * piece)
    return { key: 'piece', grams: piece }
  if (natural) return natural
  const pack = packMeasure(food)
  if (pack) return pack
  // a food measured only by the spoon (a herb, a spice, a sauce) is a spoonful, not 100 g
  for (const key of ['tsp', 'tbsp']) {
    const grams = food.portions.get(key)
    if (grams !== undefined) return { key, grams }
  }
  return { key: 'g', grams: 100 }
}

/** A sweet's or a snack's regular pack, when that is all USDA measures it by ('a twix': 57 g). */
function packMeasure(food: Food): { key: string; grams: number } | undefined {
  for (const key of ['package', 'package:s', 'package:m', 'bar', 'pouch']) {
    const grams = food.portions.get(key)
    if (grams !== undefined) return { key: key.split(':')[0]!, grams }
  }
  return undefined
}

// Measures that stand for one another when a food lacks the one asked for ('a slice of pizza' is
// USDA's 'piece').
const SIBLINGS: Readonly<Record<string, readonly string[]>> = {
  slice: ['piece', 'wedge'],
  piece: ['slice', 'item', 'unit', 'each'],
  fillet: ['steak', 'piece'],
  patty: ['piece'],
  // a bar of chocolate is FNDDS's 'pouch/regular size' (45 g), not one of its pieces (8 g)
  bar: ['pouch', 'piece', 'item'],
  strip: ['slice', 'piece'],
  rasher: ['slice', 'strip', 'piece'],
  link: ['piece', 'sausage'],
  // (an orange cut in wedges gives about as many as it has sections)
  wedge: ['slice', 'section', 'piece'],
  section: ['wedge', 'slice', 'piece'],
  stick: ['piece'],
  // (a square of a traybake is one of its cookies: a millionaire's shortbread, a caramel slice)
  square: ['piece', 'cooky'],
  cube: ['piece'],
  glass: ['cup'],
  bowl: ['bowl:l'],
  pot: ['container', 'cup'],
  bottle: ['bottle:m'],
}

/**
 * The food's measure that a word of its name names: 'cherry' for '3 cherry tomatoes' (Tomatoes,
 * raw: cherry 17 g), 'baby-potato' for 'baby potatoes', rather than the whole food's unit.
 */
export function namedMeasureKey(food: Food, words: readonly string[]): string | undefined {
  for (const { key, first, singular } of namedMeasuresOf(food))
    if (words.includes(first) || words.includes(singular)) return key
  return undefined
}

/** A measure of a food named by a word ('bar' of 'snack-bar'), in its singular too. */
interface NamedMeasure {
  key: string
  first: string
  singular: string
}

// (asked for every item and the rows beside it: kept per food, as the food's measures are fixed)
const namedMeasures = new WeakMap<Food, readonly NamedMeasure[]>()

/** The food's measures a word may name, in the order of its measures. */
function namedMeasuresOf(food: Food): readonly NamedMeasure[] {
  const kept = namedMeasures.get(food)
  if (kept) return kept
  // (the food's own noun is its natural unit's business: 'muffin' is no variety of muffin)
  const own = firstSegmentWords(food).map((w) => w.replace(/s$/, ''))
  const measures: NamedMeasure[] = []
  for (const [key] of food.portions) {
    if (NOT_A_COUNT.test(key) || key.includes(':')) continue
    const first = key.split('-')[0] ?? key
    const singular = first.replace(/s$/, '')
    if (own.includes(singular)) continue
    // (a bar's fun or king size is its own measure, asked for by its size: parse-item.ts)
    if (NAMED_BAR_SIZE.test(key)) continue
    measures.push({ key, first, singular })
  }
  namedMeasures.set(food, measures)
  return measures
}

/**
 * What a bowl of a food holds: a bowl of a pudding or of ice cream is a dessert bowl, a cup,
 * and a bowl of nuts or sweets a snack bowl, half a cup; soup and cereal fill the whole bowl.
 */
function bowlMl(food: Food): number {
  if (DESSERT_CATEGORY.test(food.category)) return VOLUME_ML.cup!
  // (SR Legacy files candy with syrups and puddings under 'Sweets': candy is the dense kind)
  const candy = food.category === 'Sweets' && (food.per100g[0] ?? 0) > 350
  if (candy || HANDFUL_CATEGORY.test(food.category)) return VOLUME_ML.cup! / 2
  return COUNT_FALLBACK.bowl?.ml ?? VOLUME_ML.cup! * 1.5
}

/**
 * A plate of a food: half as much again as its usual serving, and never less than a bowl of
 * it when it is served by the cup ('a plate of rice' is no smaller than 'a bowl of rice').
 */
function plateGrams(food: Food, usual: number): number {
  const bowl = food.portions.has('cup') ? bowlMl(food) * densityOf(food) : 0
  return Math.max(1.5 * usual, bowl)
}

/** The food's miniature or bite-size measure ('15 mini pretzels' are 15 of those, not small ones). */
function miniMeasure(food: Food): number | undefined {
  for (const [key, grams] of food.portions) if (key === 'xs' || key.endsWith(':xs')) return grams
  return undefined
}

/** Whether the food has a measure for the count unit, its own or a sibling ('piece' for 'slice'). */
export function hasCountMeasure(food: Food, unit: string): boolean {
  return countMeasure(food, unit, null) !== undefined
}

function countMeasure(food: Food, unit: string, size: Size | null): number | undefined {
  const own = ownMeasure(food, unit, size)
  if (own !== undefined) return own
  const siblings = Object.hasOwn(SIBLINGS, unit) ? (SIBLINGS[unit] ?? []) : []
  for (const sibling of siblings) {
    if (sibling.includes(':')) {
      const grams = food.portions.get(sibling)
      if (grams !== undefined) return grams
      continue
    }
    const grams = ownMeasure(food, sibling, size)
    if (grams !== undefined) return grams
  }
  return undefined
}

function ownMeasure(food: Food, unit: string, size: Size | null): number | undefined {
  if (size) {
    const sized = food.portions.get(`${unit}:${size}`)
    if (sized !== undefined) return sized
  }
  // USDA lists thin, medium and thick slices; a plain 'slice' means the medium one. A plain
  // bag of crisps or pretzels is the single-serve one, USDA's small bag (1 oz)
  const plain =
    (unit === 'bag' && SNACK_CATEGORY.test(food.category)
      ? food.portions.get('bag:s')
      : undefined) ??
    food.portions.get(`${unit}:m`) ??
    food.portions.get(unit)
  if (plain !== undefined) return size ? plain * SIZE_FACTOR[size] : plain
  const measures = unitMeasuresOf(food)
  return measures.sized.get(unit) ?? measures.qualified.get(unit)
}

/**
 * A food's measures by the unit they are of, each the first in the food's order: `sized`, the
 * unit at some size ('slice:l'; a key has one size at most); `qualified`, a measure that
 * qualifies the unit, as 'breakfast-size-link' does a sausage link or a 'size-link' (not a size
 * of it: 'thick-slice' is no plain slice; 'microwave-bag:m' is a microwave popcorn's bag, of a
 * size).
 */
interface UnitMeasures {
  sized: ReadonlyMap<string, number>
  qualified: ReadonlyMap<string, number>
}

// (asked for every item and each of its alternatives: kept per food, as its measures are fixed)
const unitMeasures = new WeakMap<Food, UnitMeasures>()

function unitMeasuresOf(food: Food): UnitMeasures {
  const kept = unitMeasures.get(food)
  if (kept) return kept
  const sized = new Map<string, number>()
  const qualified = new Map<string, number>()
  for (const [key, grams] of food.portions) {
    const colon = key.indexOf(':')
    const measure = colon < 0 ? key : key.slice(0, colon)
    if (colon >= 0 && !sized.has(measure)) sized.set(measure, grams)
    if (SIZED_MEASURE.test(measure)) continue
    // (what follows each dash: 'size-link' and 'link')
    for (let dash = measure.indexOf('-'); dash >= 0; dash = measure.indexOf('-', dash + 1)) {
      const unit = measure.slice(dash + 1)
      if (!qualified.has(unit)) qualified.set(unit, grams)
    }
  }
  const measures = { sized, qualified }
  unitMeasures.set(food, measures)
  return measures
}

// USDA's 'bottle' of beer is a 40 fl oz one; 'a bottle of beer' is the standard 12 fl oz
const LARGEST_PLAIN_BOTTLE_G = 720
const BEER = /^beer\b/i

/** A plain 'bottle' whose row lists only a very large one is the row's small bottle or its can. */
function standardBottle(food: Food, unit: string, size: Size | null): number | undefined {
  if (unit !== 'bottle' || size !== null) return undefined
  const bottle = food.portions.get('bottle')
  // a beer row lists a can and no bottle: a bottle of beer holds what its can does
  if (bottle === undefined)
    return BEER.test(food.description) ? food.portions.get('can') : undefined
  if (bottle <= LARGEST_PLAIN_BOTTLE_G) return undefined
  return food.portions.get('bottle:s') ?? food.portions.get('can:s') ?? food.portions.get('can')
}

// foods taken by the spoonful, a bit of which is a touch
const SPOONED =
  /Fats and Oils|Butter|Margarine|Mayonnaise|Salad dressings|Sauces|sauce|condiments|Spices|Sugars|Jams|Cream/
const SIZED_MEASURE = /^(?:thick|thin|large|small|extra|jumbo|mini|big|medium)-/

function clampGrams(grams: number): number {
  return Number.isFinite(grams) && grams > 0 ? Math.min(grams, GRAMS_CEILING) : 0
}

/** Grams of the food the request names. */
export function portionGrams(food: Food, req: PortionRequest): Portion {
  // 'a bit of butter' is a touch of it; 'a bit of cheddar' or 'of avo' its usual serving, as the
  // writers of the spent sets read it (a touch of a cheese was a gram)
  const unit = req.unit === 'bit' ? (SPOONED.test(food.category) ? 'touch' : 'serving') : req.unit
  const quantity = req.quantity ?? 1
  const sizeFactor = req.size ? SIZE_FACTOR[req.size] : 1

  if (unit && isWeightUnit(unit)) {
    // '12 oz coke' means fluid ounces: drinks are measured by volume
    if (unit === 'oz' && (food.flags & FLAG.beverage) !== 0) {
      return {
        grams: clampGrams(quantity * VOLUME_ML.floz! * densityOf(food)),
        quantity,
        unit: 'fl oz',
        estimated: false,
      }
    }
    return { grams: clampGrams(quantity * WEIGHT_GRAMS[unit]!), quantity, unit, estimated: false }
  }
  if (unit && isVolumeUnit(unit)) {
    const own = food.portions.get(unit)
    const perUnit = own ?? VOLUME_ML[unit]! * densityOf(food)
    // 'a large glass of rose (250ml)': a measured volume is the amount, whatever the size word
    const sized = EXACT_VOLUMES.has(unit) ? 1 : sizeFactor
    return {
      grams: clampGrams(quantity * perUnit * sized),
      quantity,
      unit: unit === 'floz' ? 'fl oz' : unit,
      estimated: false,
    }
  }
  if (unit) {
    const own =
      standardBottle(food, unit, req.size) ?? countMeasure(food, unit, req.size) ?? req.unitGrams
    if (own !== undefined)
      return { grams: clampGrams(quantity * own), quantity, unit, estimated: false }
    // a bag or packet of a snack USDA gives no bag of is the single-serve bag of its kind
    if ((unit === 'bag' || unit === 'packet') && SNACK_CATEGORY.test(food.category))
      return { grams: clampGrams(quantity * SNACK_BAG_GRAMS), quantity, unit, estimated: true }
    // a packet or a bag of sweets is the package USDA weighs: 'a pack of reese's cups', 'a bag
    // of m&ms' (it read their 21 g serving)
    const pack = unit === 'packet' || unit === 'bag' ? food.portions.get('package') : undefined
    if (pack !== undefined)
      return { grams: clampGrams(quantity * pack), quantity, unit, estimated: false }
    const fallback = Object.hasOwn(COUNT_FALLBACK, unit) ? COUNT_FALLBACK[unit] : undefined
    if (fallback?.ml !== undefined) {
      const ml = unit === 'bowl' ? bowlMl(food) : fallback.ml
      return {
        grams: clampGrams(quantity * ml * densityOf(food) * sizeFactor),
        quantity,
        unit,
        estimated: true,
      }
    }
    // a handful of grapes or berries is a cupped hand, half a cup; of nuts or sweets an ounce
    if (
      unit === 'handful' &&
      FRESH_FRUIT_CATEGORY.test(food.category) &&
      food.portions.has('cup')
    ) {
      return {
        grams: clampGrams(quantity * (VOLUME_ML.cup! / 2) * densityOf(food) * sizeFactor),
        quantity,
        unit,
        estimated: true,
      }
    }
    if (fallback?.g !== undefined) {
      return {
        grams: clampGrams(quantity * fallback.g * sizeFactor),
        quantity,
        unit,
        estimated: true,
      }
    }
    const base = defaultPortion(food)
    const one = unit === 'plate' ? plateGrams(food, base.grams) : base.grams
    return {
      grams: clampGrams(quantity * one * sizeFactor),
      quantity,
      unit,
      estimated: true,
    }
  }

  // no unit: a size ('a large banana'), a bare count ('2 eggs') or nothing ('banana')
  if (req.quantity !== null && req.quantity >= 20 && !req.size && !countedSmall(food)) {
    // 'chicken 150' is 150 g, not 150 chickens; '20 olives' are olives
    return { grams: clampGrams(quantity), quantity, unit: 'g', estimated: true }
  }
  if (req.size) {
    // a measure that names the size: 'large', 'small fast food order', 'medium drink'
    const sized =
      (req.mini ? miniMeasure(food) : undefined) ??
      sizedMeasure(food, req.size) ??
      ((req.quantity ?? 1) <= 1 ? sizedContainer(food, req.size) : undefined) ??
      req.sizedGrams
    if (sized !== undefined)
      return {
        grams: clampGrams(quantity * sized),
        quantity,
        unit: sizeName(req.size),
        estimated: false,
      }
    const natural = naturalUnit(food) ?? defaultPortion(food)
    const ownSized = food.portions.get(`${natural.key}:${req.size}`)
    const grams = ownSized ?? natural.grams * sizeFactor
    return {
      grams: clampGrams(quantity * grams),
      quantity,
      unit: sizeName(req.size),
      estimated: ownSized === undefined,
    }
  }
  if (req.quantity === null) {
    if (req.guide) {
      const guided = food.portions.get(req.guide.key)
      if (guided !== undefined) {
        let grams = guided * Math.max(1, req.guide.hosts)
        // per fl oz of USDA's default coffee (12 fl oz) the guideline gives more than anyone
        // adds: when neither the drink nor the add-in has an amount, sugar or cream is at most
        // the add-in's own usual serving
        const usual = food.portions.get('qns')
        if (req.guide.key === 'guide:drink' && !req.guide.hostStated && usual !== undefined)
          grams = Math.min(grams, Math.max(guided, usual))
        return {
          grams: clampGrams(grams),
          quantity: 1,
          unit: 'serving',
          estimated: true,
          guided: true,
        }
      }
    }
    const base = defaultPortion(food)
    // (only a bowl's portion is cut down: a half cup of berries is already a topping's)
    const topping = req.topping ? toppingGrams(food) : undefined
    if (topping !== undefined && base.grams > 2 * topping)
      return { grams: clampGrams(topping), quantity: 1, unit: 'topping', estimated: true }
    return {
      grams: clampGrams(base.grams),
      quantity: 1,
      unit: 'serving',
      estimated: base.key === 'g',
    }
  }
  // (a count of a food sold by the pack is of packs: '2 twix')
  const natural = naturalUnit(food) ?? packMeasure(food)
  if (natural)
    return {
      grams: clampGrams(quantity * natural.grams),
      quantity,
      unit: unitName(natural.key),
      estimated: false,
    }
  return { grams: clampGrams(quantity * 100), quantity, unit: 'serving', estimated: true }
}

// Measures that make a food one whole thing (a banana, an egg): topped on a bowl it stays whole.
const WHOLE_UNITS = new Set(['m', 'whole', 'fruit', 'each', 'item'])

/**
 * A topping's portion: a quarter cup by the food's own cup, else two tablespoons; undefined
 * for a food counted whole ('oatmeal with a banana' is a banana).
 */
function toppingGrams(food: Food): number | undefined {
  const natural = naturalUnit(food)
  if (natural && (WHOLE_UNITS.has(natural.key) || firstSegmentWords(food).includes(natural.key)))
    return undefined
  const cup = food.portions.get('cup')
  if (cup !== undefined) return cup / 4
  const tbsp = food.portions.get('tbsp')
  return tbsp !== undefined ? tbsp * 2 : undefined
}

/** A food counted by small pieces of its own ('olive', 'almond', 'grape'): 20 of them are 20 pieces. */
function countedSmall(food: Food): boolean {
  const natural = naturalUnit(food)
  return natural !== undefined && natural.grams <= 15 && !NOT_A_COUNT.test(natural.key)
}

/**
 * Grams of the food's measure of a size: the bare size ('l' for 'large'), the size of its
 * natural unit ('egg:l'), else any measure of that size ('fast-food-order:s', 'drink:m').
 */
export function sizedMeasure(food: Food, size: Size): number | undefined {
  const bare = food.portions.get(size)
  if (bare !== undefined) return bare
  const natural = naturalUnit(food)
  if (natural) {
    const own = food.portions.get(`${natural.key}:${size}`)
    if (own !== undefined) return own
  }
  const suffix = `:${size}`
  for (const [key, grams] of food.portions)
    if (
      key.endsWith(suffix) &&
      // (a sized order is the size: 'medium order' of movie popcorn, 182 g)
      (!NOT_A_COUNT.test(key) || key.startsWith('serving:')) &&
      !key.startsWith('slice')
    )
      return grams
  return undefined
}

const TINY_PIECE_GRAMS = 5
const SIZED_CONTAINER = /^(?:bag|package|container|box):/

/**
 * A food counted by tiny pieces is sized by its bag when no count above one is said: 'medium
 * chips' is a medium bag, never one medium chip (2 g); '15 mini pretzels' are still 15 pretzels.
 */
function sizedContainer(food: Food, size: Size): number | undefined {
  const natural = naturalUnit(food)
  if (!natural || natural.grams >= TINY_PIECE_GRAMS) return undefined
  for (const [key, grams] of food.portions)
    if (key.endsWith(`:${size}`) && SIZED_CONTAINER.test(key)) return grams
  return undefined
}

function sizeName(size: Size): string {
  return { s: 'small', m: 'medium', l: 'large', xl: 'extra large' }[size]
}

function unitName(key: string): string {
  if (key === 'qns') return 'serving'
  if (key.length <= 2 && /^(?:s|m|l|xl)$/.test(key)) return sizeName(key as Size)
  return key.replace(/:.*$/, '')
}
