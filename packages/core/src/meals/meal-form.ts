import { z } from 'zod'
import { DEFAULT_MEAL_TYPE, MEAL_TYPES, mealEntrySchema } from './meal-schema'
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from './nutrients'

// Meal Inputs' forms (§2: 'Add New Meal' and the inline edit) on react-hook-form.
// The fields hold what was typed, each number as its text ('' for blank); the
// schemas read them with the API's own field rules (mealEntrySchema), so a
// blank is 0, calories to fiber are whole numbers, sugar and sodium keep one
// decimal, a meal's bounds hold, and every message is the server's.

const typedNutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.string()])) as Record<
  NutrientKey,
  z.ZodString
>

/** The inline edit's fields, as typed. */
const mealFieldsSchema = z.object({ description: z.string(), ...typedNutrients })
export type MealFormValues = z.input<typeof mealFieldsSchema>

// the select offers only the four types (§5), so it is never refused
const mealType = z.enum(MEAL_TYPES)

/** 'Add New Meal''s fields, as typed: the inline edit's and the meal type. */
const addMealFieldsSchema = mealFieldsSchema.extend({ mealType })
export type AddMealFormValues = z.input<typeof addMealFieldsSchema>

const blankNutrients = () =>
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ''])) as Record<NutrientKey, string>

/** 'Add New Meal' as it opens, and again once a meal is added: breakfast (§9), nothing typed. */
export const emptyAddMealForm = (): AddMealFormValues => ({
  mealType: DEFAULT_MEAL_TYPE,
  description: '',
  ...blankNutrients(),
})

/** The inline edit as it opens: the meal's description and numbers. */
export const mealFormValuesOf = (meal: { description: string } & Nutrients): MealFormValues => ({
  description: meal.description,
  ...(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, String(meal[key])])) as Record<
    NutrientKey,
    string
  >),
})

// what the fields hold, handed to the API's rules as they take it
const asTyped =
  <Schema extends z.ZodType>() =>
  (values: z.input<Schema>) =>
    values

const manualMealSchema = mealEntrySchema.extend({ mealType })
const describedMealSchema = mealEntrySchema.pick({ description: true }).extend({ mealType })

/** The inline edit: the description and the seven nutrients, as PUT /api/meals reads them. */
export const mealFormSchema = mealFieldsSchema
  .transform(asTyped<typeof mealEntrySchema>())
  .pipe(mealEntrySchema)
export type MealFormRead = z.output<typeof mealFormSchema>

/** 'Add Meal Manually': the type, the description and the seven nutrients. */
export const manualMealFormSchema = addMealFieldsSchema
  .transform(asTyped<typeof manualMealSchema>())
  .pipe(manualMealSchema)

/**
 * 'Add Meal Using AI': the type and the description only. The server works
 * out the nutrients (§7), so what is in the number fields is neither read nor
 * refused.
 */
export const describedMealFormSchema = addMealFieldsSchema
  .transform(({ mealType, description }): z.input<typeof describedMealSchema> => ({
    mealType,
    description,
  }))
  .pipe(describedMealSchema)

/** A meal as 'Add New Meal' reads it: with the nutrients when they were typed in. */
export type AddMealRead = z.output<typeof describedMealFormSchema> & Partial<Nutrients>
