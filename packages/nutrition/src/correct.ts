// A person's corrections of what the analyser understood: the food and grams
// they chose for each item, and calories typed for words it could not place.
// Nutrients always come from the food table here, never from the browser.
import type { AnalysedItem, FoodAlternative, MealAnalysis, MealCorrection } from '@platewise/core'
import {
  asFoodAlternative,
  correctionTextsOutside,
  MAX_ALTERNATIVES,
  readingTexts,
} from '@platewise/core'
import { analyzeMeal, foodIndex, type AnalyseOptions } from './analyze'
import { foodChoice, usualChoice } from './food-choice'
import { addNutrients, nutrientsFor, roundNutrients, zeroNutrients } from './nutrients'

const foodById = (id: string) => foodIndex().table.byId.get(id)

/** A food the analyser offered for some words: its own pick or one of the alternatives. */
type Offer = FoodAlternative & { confidence?: number }

/** Everything the analyser offered for each item text, its own pick first. */
function offersByText(analysis: MealAnalysis): Map<string, Offer[]> {
  const offers = new Map<string, Offer[]>()
  for (const item of analysis.items) {
    const list = offers.get(item.text) ?? []
    list.push(item, ...(item.alternatives ?? []))
    offers.set(item.text, list)
  }
  return offers
}

/**
 * The amount as the person would say it: the offer's own unit scaled to the
 * chosen grams ('2 slices' → '3 slices' for 1.5× the grams), else grams.
 */
function amountOf(offer: Offer | undefined, grams: number): { quantity: number; unit: string } {
  if (!offer || offer.grams <= 0 || offer.unit === 'g') return { quantity: grams, unit: 'g' }
  const quantity = Math.round(((offer.quantity * grams) / offer.grams) * 100) / 100
  return { quantity, unit: offer.unit }
}

export class UnknownFoodError extends Error {
  constructor(readonly foodId: string) {
    super(`No food ${foodId} in the table`)
  }
}

/** Texts of a correction that are not words of the description, by field ('items.0.text'). */
export class ForeignTextError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0])
  }
}

/**
 * The analysis of `description` as the person corrected it. Each item keeps
 * the other foods the analyser offered for its words (including its first
 * choice, so a swap can be undone), and the words they typed calories for are
 * no longer unmatched. Throws UnknownFoodError for a food id not in the table,
 * and ForeignTextError for texts that are not words of the description.
 */
export function correctAnalysis(
  description: string,
  correction: MealCorrection,
  options: AnalyseOptions = {},
): MealAnalysis {
  const fresh = analyzeMeal(description, options)
  const foreign = correctionTextsOutside(correction, description, readingTexts(fresh))
  if (Object.keys(foreign).length > 0) throw new ForeignTextError(foreign)
  const offers = offersByText(fresh)
  let totals = zeroNutrients()

  const items = correction.items.map(({ text, foodId, grams }): AnalysedItem => {
    const food = foodById(foodId)
    if (!food) throw new UnknownFoodError(foodId)
    const offered = offers.get(text) ?? []
    const offer = offered.find((o) => o.food.id === foodId)
    const raw = nutrientsFor(food, grams)
    totals = addNutrients(totals, raw)
    const unchanged = offer?.confidence !== undefined && offer.grams === grams
    const alternatives: FoodAlternative[] = []
    for (const o of offered) {
      if (o.food.id === foodId || alternatives.some((a) => a.food.id === o.food.id)) continue
      alternatives.push(asFoodAlternative(o))
    }
    // a food found by search was offered at its usual portion: the amount is said in that
    const amount = amountOf(offer ?? usualChoice(food), grams)
    return {
      text,
      ...foodChoice(food, { ...amount, grams }),
      nutrients: roundNutrients(raw),
      // what the person chose is what they ate
      confidence: unchanged ? offer.confidence! : 1,
      alternatives: alternatives.slice(0, MAX_ALTERNATIVES),
    }
  })

  const typed = new Set(correction.handEntered.map((entry) => entry.text))
  const handCalories = correction.handEntered.reduce((sum, entry) => sum + entry.calories, 0)
  return {
    items,
    totals: roundNutrients({ ...totals, calories: totals.calories + handCalories }),
    unmatched: fresh.unmatched.filter((text) => !typed.has(text)),
    handEntered: correction.handEntered,
  }
}
