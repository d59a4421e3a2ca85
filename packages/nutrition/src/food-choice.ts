// A food as the analysis and the food search hand it to the browser: which row
// it is (with a name a person would say), an amount, that amount in a
// household measure, and what it holds.
import type { FoodAlternative, HouseholdAmount } from '@platewise/core'
import type { Food } from './food-table'
import { nutrientsFor, roundNutrients } from './nutrients'
import { plainNameOf } from './plain-name'
import { defaultPortion, naturalUnit } from './portions'

/** The row, by id, with USDA's description and the plain name. */
export function foodRef(food: Food) {
  return { id: food.id, description: food.description, name: plainNameOf(food) }
}

// units a person already measures by: no 'about' is needed beside them
const HOUSEHOLD_UNIT = new Set(['cup', 'tbsp', 'tsp', 'floz', 'oz', 'lb', 'ml', 'l'])
// default-portion keys that say nothing a person can picture
const VAGUE_UNIT = new Set(['g', 'qns', 'serving', 'listed'])

const nearest = (value: number, step: number) => Math.round(value / step) * step

/**
 * The amount in a measure a person pictures, when its own unit is a vague one
 * ('1 serving' → about 1 cup; '150 g' → about 1 medium): a cup where the food
 * has one, else its own count ('piece', 'slice'). None for amounts already in a
 * household unit or a count, or where the nearest measure is far off.
 */
export function householdAmount(
  food: Food,
  unit: string,
  grams: number,
): HouseholdAmount | undefined {
  if (!VAGUE_UNIT.has(unit) || HOUSEHOLD_UNIT.has(unit) || !(grams > 0)) return undefined
  const cup = food.portions.get('cup')
  if (cup !== undefined && grams / cup >= 0.25 && grams / cup <= 8) {
    return { quantity: Math.max(0.25, nearest(grams / cup, 0.25)), unit: 'cup' }
  }
  const count = naturalUnit(food)
  if (
    count &&
    !VAGUE_UNIT.has(count.key) &&
    grams / count.grams >= 0.5 &&
    grams / count.grams <= 12
  ) {
    return { quantity: Math.max(0.5, nearest(grams / count.grams, 0.5)), unit: count.key }
  }
  return undefined
}

/** A food at an amount, as the browser is given it. */
export function foodChoice(
  food: Food,
  amount: { quantity: number; unit: string; grams: number },
): FoodAlternative {
  const about = householdAmount(food, amount.unit, amount.grams)
  const ref = foodRef(food)
  const quantity = Math.round(amount.quantity * 100) / 100
  const unit = amount.unit
  const grams = Math.round(amount.grams * 10) / 10
  const nutrients = roundNutrients(nutrientsFor(food, amount.grams))
  const usualGrams = Math.round(defaultPortion(food).grams * 10) / 10
  const per100g = nutrientsFor(food, 100)
  // (two literals rather than `...(about && { about })`: a literal with a spread in it is
  // built key by key, and this runs for every item and each of its alternatives)
  return about
    ? { food: ref, quantity, unit, grams, nutrients, about, usualGrams, per100g }
    : { food: ref, quantity, unit, grams, nutrients, usualGrams, per100g }
}

/** A food at what a person eats of it when they give no amount. */
export function usualChoice(food: Food): FoodAlternative {
  const { key, grams } = defaultPortion(food)
  return foodChoice(food, { quantity: key === 'g' ? grams : 1, unit: key, grams })
}
