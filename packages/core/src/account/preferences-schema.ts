import { z } from 'zod'
import { foodRegionSchema } from '../meals/food-region'
import { unitSystemSchema } from '../units/unit-system-schema'

/**
 * What a person chose in Settings. Null: they have not chosen, and their
 * browser decides, its language the food words (food-region.ts) and its region
 * the units (units.ts).
 */
export const preferencesSchema = z.object({
  food_region: foodRegionSchema.nullable(),
  units: unitSystemSchema.nullable(),
})
export type Preferences = z.output<typeof preferencesSchema>

/** One choice or both; what is left out stays as it was. */
export const preferencesUpdateSchema = z
  .object({
    food_region: foodRegionSchema.optional(),
    units: unitSystemSchema.optional(),
  })
  .refine((update) => update.food_region !== undefined || update.units !== undefined, {
    message: 'Please choose your food words or your units',
  })
export type PreferencesUpdate = z.output<typeof preferencesUpdateSchema>
