import { z } from 'zod'
import { nutrientsSchema } from './nutrients'

// What the meal analyser understood of a description ("Add Meal Using AI"), as
// POST /api/nutrition/analyze answers it and as a logged meal keeps it. The
// analyser in @platewise/nutrition builds values of these types; the browser
// reads them from here and never loads the analyser itself.

const analysedItemSchema = z.object({
  /** The part of the description this item was read from */
  text: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  food: z.object({ id: z.string(), description: z.string() }),
  nutrients: nutrientsSchema,
  /** 0..1: how sure the match and the amount are */
  confidence: z.number(),
})
export type AnalysedItem = z.output<typeof analysedItemSchema>

export const mealAnalysisSchema = z.object({
  items: z.array(analysedItemSchema),
  totals: nutrientsSchema,
  /** Item texts that matched no food; they are not counted in the totals */
  unmatched: z.array(z.string()),
})
export type MealAnalysis = z.output<typeof mealAnalysisSchema>

/** No food was found in the description: there is nothing to log. */
export const recognisesNoFood = (analysis: MealAnalysis) => analysis.items.length === 0
