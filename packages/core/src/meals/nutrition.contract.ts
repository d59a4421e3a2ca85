import { z } from 'zod'
import { defineRoute } from '../api/route-contract'
import { mealAnalysisSchema } from './meal-analysis'
import { mealDescriptionSchema } from './meal-schema'

export const nutritionRoutes = {
  analyze: defineRoute({
    tag: 'nutrition',
    auth: true,
    method: 'POST',
    path: '/api/nutrition/analyze',
    summary: 'What "Add Meal Using AI" would log for a description, without saving it',
    body: z.object({ description: mealDescriptionSchema }),
    responses: { 200: mealAnalysisSchema },
  }),
}
