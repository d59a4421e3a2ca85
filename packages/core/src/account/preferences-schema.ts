import { z } from 'zod'
import { foodRegionSchema } from '../meals/food-region'

/**
 * What a person chose in Settings. `food_region` null: they have not chosen,
 * and their browser's language decides (food-region.ts).
 */
export const preferencesSchema = z.object({ food_region: foodRegionSchema.nullable() })
export type Preferences = z.output<typeof preferencesSchema>

export const preferencesUpdateSchema = z.object({ food_region: foodRegionSchema })
export type PreferencesUpdate = z.output<typeof preferencesUpdateSchema>
