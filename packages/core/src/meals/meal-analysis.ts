import { z } from 'zod'
import { formatAmount } from '../format/format-amount'
import { plainText } from '../text/plain-text'
import { ITEM_GRAMS_LIMIT, ITEM_LIMITS } from './meal-limits'
import { nutrientsSchema } from './nutrients'

// What the meal analyser understood of a description ("Add Meal Using AI"), as
// POST /api/nutrition/analyze answers it and as a logged meal keeps it. The
// analyser in @platewise/nutrition builds values of these types; the browser
// reads them from here and never loads the analyser itself.

const foodRefSchema = z.object({
  id: z.string(),
  /** USDA's description of the row */
  description: z.string(),
  /** The name a person would say ('Rice, white, cooked'); meals logged before it have none */
  name: z.string().optional(),
})

/** The same amount in a household measure ('about 1 cup'), where the amount's own unit is not one. */
const householdAmountSchema = z.object({ quantity: z.number(), unit: z.string() })
export type HouseholdAmount = z.output<typeof householdAmountSchema>

/** Another food the same words could mean, at that food's own portion. */
export const alternativeSchema = z.object({
  food: foodRefSchema,
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  nutrients: nutrientsSchema,
  about: householdAmountSchema.optional(),
  /** Grams of what a person usually eats of the food (USDA's usual portion) */
  usualGrams: z.number().optional(),
  /**
   * What 100 g of the food holds, unrounded, as the server counts it: a
   * correction scales from this, so the panel shows what the meal will save.
   */
  per100g: nutrientsSchema.optional(),
})
export type FoodAlternative = z.output<typeof alternativeSchema>

/** The food-choice fields of an offer (an analysed item is one too), nothing else of it. */
export const asFoodAlternative = (offer: FoodAlternative): FoodAlternative =>
  alternativeSchema.parse(offer)

/** At most this many alternatives per item: enough to fix a guess, few enough to scan. */
export const MAX_ALTERNATIVES = 3

const analysedItemSchema = z.object({
  /** The part of the description this item was read from */
  text: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  food: foodRefSchema,
  nutrients: nutrientsSchema,
  about: householdAmountSchema.optional(),
  usualGrams: z.number().optional(),
  per100g: nutrientsSchema.optional(),
  /** 0..1: how sure the match and the amount are; 1 once the person chose the food */
  confidence: z.number(),
  /** Other readings of the same words (meals logged before these existed have none) */
  alternatives: z.array(alternativeSchema).optional(),
})
export type AnalysedItem = z.output<typeof analysedItemSchema>

/** Words the analyser could not place, with the calories the person entered for them. */
const handEnteredSchema = z.object({ text: z.string(), calories: z.number() })
export type HandEnteredItem = z.output<typeof handEnteredSchema>

export const mealAnalysisSchema = z.object({
  items: z.array(analysedItemSchema),
  totals: nutrientsSchema,
  /** Item texts that matched no food; they are not counted in the totals */
  unmatched: z.array(z.string()),
  /** Counted in the totals as calories only (meals logged before these existed have none) */
  handEntered: z.array(handEnteredSchema).optional(),
})
export type MealAnalysis = z.output<typeof mealAnalysisSchema>

/** No food was found in the description: there is nothing to log. */
export const recognisesNoFood = (analysis: MealAnalysis) => analysis.items.length === 0

// A person's corrections of what the analyser understood (beyond the spec):
// which food each item is and how much of it, and calories typed by hand for
// words it could not place. The server looks every food up again and works out
// the nutrients itself; the browser only says which food and how many grams.

const MAX_CORRECTED_ITEMS = 30
const ITEM_TEXT_MAX_LENGTH = 200

export const CORRECTION_MESSAGES = {
  grams: `Amount must be a number of grams from 1 to ${formatAmount(ITEM_GRAMS_LIMIT)} for one item`,
  calories: `Calories must be a whole number from 0 to ${formatAmount(ITEM_LIMITS.calories)} for one item`,
  food: 'Please choose a food for each item',
  tooMany: `A meal can have at most ${MAX_CORRECTED_ITEMS} items`,
  empty: 'Keep at least one food, or enter the nutrients yourself and choose Add Meal Manually.',
  unknownFood: 'One of the chosen foods is not in our food table. Analyse the meal again.',
  withNutrients: 'Send either nutrients typed by hand or corrected items, not both',
} as const

const itemTextSchema = plainText('Item')
  .trim()
  .min(1, { error: 'Each item needs the words it was read from' })
  .max(ITEM_TEXT_MAX_LENGTH, {
    error: `An item's words must be at most ${ITEM_TEXT_MAX_LENGTH} characters`,
  })

const gramsSchema = z
  .number({ error: CORRECTION_MESSAGES.grams })
  .min(1, { error: CORRECTION_MESSAGES.grams })
  .max(ITEM_GRAMS_LIMIT, { error: CORRECTION_MESSAGES.grams })
  .transform((grams) => Math.round(grams * 10) / 10)

export const correctedItemSchema = z.object({
  text: itemTextSchema,
  foodId: z
    .string({ error: CORRECTION_MESSAGES.food })
    .trim()
    .min(1, { error: CORRECTION_MESSAGES.food })
    .max(40, { error: CORRECTION_MESSAGES.food }),
  grams: gramsSchema,
})
export type CorrectedItem = z.output<typeof correctedItemSchema>

export const handEnteredInputSchema = z.object({
  text: itemTextSchema,
  calories: z
    .number({ error: CORRECTION_MESSAGES.calories })
    .int({ error: CORRECTION_MESSAGES.calories })
    .min(0, { error: CORRECTION_MESSAGES.calories })
    .max(ITEM_LIMITS.calories, { error: CORRECTION_MESSAGES.calories }),
})

/** The corrected reading of a description, as POST and PUT /api/meals accept it. */
export const mealCorrectionFields = {
  items: z
    .array(correctedItemSchema, { error: CORRECTION_MESSAGES.food })
    .max(MAX_CORRECTED_ITEMS, { error: CORRECTION_MESSAGES.tooMany })
    .optional(),
  handEntered: z
    .array(handEnteredInputSchema, { error: CORRECTION_MESSAGES.calories })
    .max(MAX_CORRECTED_ITEMS, { error: CORRECTION_MESSAGES.tooMany })
    .optional(),
}
export interface MealCorrection {
  items: CorrectedItem[]
  handEntered: HandEnteredItem[]
}
