import { z } from 'zod'

/** The daily nutrition summary of §3, as GET /api/diary answers it. */
export const dailySummarySchema = z.object({
  date: z.string(),
  /** Meals logged that day (beyond §3, which the streak and calendar need) */
  meal_count: z.number(),
  /** At least one meal logged (beyond §3) */
  has_data: z.boolean(),
  total_calories: z.number(),
  total_protein: z.number(),
  total_carbs: z.number(),
  total_fat: z.number(),
  total_fiber: z.number(),
  total_sugar: z.number(),
  total_sodium: z.number(),
  calories_goal: z.number(),
  protein_goal: z.number(),
  calories_met: z.boolean(),
  protein_met: z.boolean(),
})
export type DailySummary = z.output<typeof dailySummarySchema>
