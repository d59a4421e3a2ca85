import { formatAmount } from '../format/format-amount'
import { NUTRIENT_RULES } from './nutrient-rules'
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from './nutrients'

// How much one item and one meal may hold: the one home of these bounds, used
// by every schema that takes a meal's numbers and by the server after each
// analysis. Far above any real plate, low enough that a slip of the keyboard
// or an absurd amount ('10000 eggs') is refused rather than logged. The
// reasoning is docs/decisions/023-meal-bounds.md.

/** One meal: a holiday dinner or an eating-challenge plate is still inside these. */
export const MEAL_LIMITS: Readonly<Record<NutrientKey, number>> = {
  calories: 5_000,
  protein: 500,
  carbs: 800,
  fat: 400,
  fiber: 150,
  sugar: 500,
  sodium: 15_000,
}

/** One item of a meal: one food at one amount ('2 slices of toast', '150 g chicken'). */
export const ITEM_LIMITS: Readonly<Record<NutrientKey, number>> = {
  calories: 3_000,
  protein: 400,
  carbs: 600,
  fat: 300,
  fiber: 100,
  sugar: 400,
  sodium: 10_000,
}

/** Grams of one item: a 2-litre bottle of soda or a 2 kg steak fits, a 5 kg sack of rice does not. */
export const ITEM_GRAMS_LIMIT = 3_000

export type LimitScope = 'meal' | 'item'

const limitsOf = (scope: LimitScope) => (scope === 'meal' ? MEAL_LIMITS : ITEM_LIMITS)

/** 'Calories must be at most 5,000 kcal for one meal' */
export function limitMessage(key: NutrientKey, scope: LimitScope): string {
  const { label, unit } = NUTRIENT_RULES[key]
  return `${label} must be at most ${formatAmount(limitsOf(scope)[key], unit)} for one ${scope}`
}

export const GRAMS_LIMIT_MESSAGE = `Amount must be at most ${formatAmount(ITEM_GRAMS_LIMIT, 'g')} for one item`

/** What is past the limits of one meal or one item, by nutrient; empty when nothing is. */
export function nutrientsPastLimits(
  nutrients: Partial<Nutrients>,
  scope: LimitScope,
): Partial<Record<NutrientKey, string>> {
  const limits = limitsOf(scope)
  const past: Partial<Record<NutrientKey, string>> = {}
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key]
    // NaN or Infinity is past any limit: it must never be stored as a meal
    if (value !== undefined && !(value <= limits[key])) past[key] = limitMessage(key, scope)
  }
  return past
}

/** One thing past the limits, as the analyser read it: an item's amount or nutrient, or the meal's. */
export interface LimitBreach {
  /** Index of the item in the analysis; absent for the meal's totals */
  item?: number
  /** What the item was read from */
  text?: string
  field: NutrientKey | 'grams'
  value: number
  message: string
}

interface ReadItem {
  text: string
  grams: number
  nutrients: Nutrients
}

/**
 * The first thing past the limits in a reading of a meal (the analyser's, or a
 * corrected one): each item's grams and nutrients against the item limits,
 * then the totals against the meal limits. Null when all are inside.
 */
export function readingPastLimits(reading: {
  items: readonly ReadItem[]
  totals: Nutrients
}): LimitBreach | null {
  for (const [index, { text, grams, nutrients }] of reading.items.entries()) {
    if (!(grams <= ITEM_GRAMS_LIMIT)) {
      return { item: index, text, field: 'grams', value: grams, message: GRAMS_LIMIT_MESSAGE }
    }
    const key = firstKey(nutrientsPastLimits(nutrients, 'item'))
    if (key) {
      const message = limitMessage(key, 'item')
      return { item: index, text, field: key, value: nutrients[key], message }
    }
  }
  const key = firstKey(nutrientsPastLimits(reading.totals, 'meal'))
  if (!key) return null
  return { field: key, value: reading.totals[key], message: limitMessage(key, 'meal') }
}

const firstKey = (past: Partial<Record<NutrientKey, string>>) =>
  NUTRIENT_KEYS.find((key) => past[key] !== undefined)

/** How much of a nutrient, said in words: '10,000 g', '8,800 kcal', '9,750 mg of sodium'. */
function amountRead({ field, value }: LimitBreach): string {
  if (field === 'grams') return formatAmount(value, 'g')
  const { label, unit } = NUTRIENT_RULES[field]
  const amount = formatAmount(value, unit)
  return field === 'calories' ? amount : `${amount} of ${label.toLowerCase()}`
}

/**
 * Why a description's reading is refused, for the description field: 'We read
 * “10000 eggs” as 10,000 g, more than one item can be (at most 3,000 g).'
 */
export function descriptionPastLimitsMessage(breach: LimitBreach): string {
  const limit =
    breach.field === 'grams'
      ? formatAmount(ITEM_GRAMS_LIMIT, 'g')
      : formatAmount(
          limitsOf(breach.item === undefined ? 'meal' : 'item')[breach.field],
          NUTRIENT_RULES[breach.field].unit,
        )
  const what = breach.item === undefined ? 'this meal' : `“${breach.text}”`
  const scope = breach.item === undefined ? 'one meal' : 'one item'
  return `We read ${what} as ${amountRead(breach)}, more than ${scope} can be (at most ${limit}). Check the amounts, or enter the nutrients yourself.`
}
