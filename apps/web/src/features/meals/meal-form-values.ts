import {
  messagesByField,
  type FieldErrors,
  NUTRIENT_KEYS,
  mealCreateSchema,
  mealUpdateSchema,
  type MealType,
  type NutrientKey,
  type Nutrients,
} from '@platewise/core'
import type { LoggedMeal, MealChanges, NewMeal } from '../../lib/meals/meals-api'

/** What the seven number inputs hold: text as typed, '' for blank. */
export type NutrientValues = Record<NutrientKey, string>

/** The fields of a meal form: the description and the nutrients. */
export type MealField = 'description' | NutrientKey

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<MealField> }

export const emptyNutrientValues = (): NutrientValues =>
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ''])) as NutrientValues

export const nutrientValuesOf = (meal: Nutrients): NutrientValues =>
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, String(meal[key] ?? 0)])) as NutrientValues

/**
 * The add form through the same schema the server uses (§5), so the rules and
 * messages are one: the description is trimmed and required, and nutrients,
 * when given, are rounded (whole numbers for calories to fiber, one decimal
 * for sugar and sodium) with blanks as 0. Without `nutrients` the payload
 * carries none, which asks the server to analyse the description.
 */
export function readNewMeal(input: {
  date: string
  mealType: MealType
  description: string
  nutrients?: NutrientValues
}): Parsed<NewMeal> {
  const result = mealCreateSchema.safeParse({
    mealDate: input.date,
    mealType: input.mealType,
    description: input.description,
    ...input.nutrients,
  })
  if (!result.success)
    return { ok: false, errors: messagesByField(result.error.issues) as FieldErrors<MealField> }
  const meal: NewMeal = {
    meal_date: result.data.mealDate,
    meal_type: result.data.mealType,
    description: result.data.description,
  }
  if (input.nutrients) {
    for (const key of NUTRIENT_KEYS) meal[key] = result.data[key] ?? 0
  }
  return { ok: true, value: meal }
}

/** The inline edit: only what differs from the meal is sent (an empty object when nothing does). */
export function readMealChanges(
  meal: LoggedMeal,
  input: { description: string; nutrients: NutrientValues },
): Parsed<MealChanges> {
  const result = mealUpdateSchema.safeParse({ description: input.description, ...input.nutrients })
  if (!result.success)
    return { ok: false, errors: messagesByField(result.error.issues) as FieldErrors<MealField> }
  const changes: MealChanges = {}
  if (result.data.description !== undefined && result.data.description !== meal.description) {
    changes.description = result.data.description
  }
  for (const key of NUTRIENT_KEYS) {
    const value = result.data[key] ?? 0
    if (value !== meal[key]) changes[key] = value
  }
  return { ok: true, value: changes }
}

/** Where the server's refusal of a meal shows: the description, a nutrient. */
export const MEAL_FORM_FIELDS: readonly MealField[] = ['description', ...NUTRIENT_KEYS]
