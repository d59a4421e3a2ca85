import { z } from 'zod'

/** The seven nutrients of §3, in the order the screens list them. */
export const NUTRIENT_KEYS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugar',
  'sodium',
] as const
export type NutrientKey = (typeof NUTRIENT_KEYS)[number]

/** The seven nutrients: calories in kcal, sodium in mg, the rest in grams. */
export const nutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()])) as Record<
    NutrientKey,
    z.ZodNumber
  >,
)
export type Nutrients = z.output<typeof nutrientsSchema>
