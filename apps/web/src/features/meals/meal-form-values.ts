import {
  messagesByField,
  NUTRIENT_KEYS,
  mealCreateSchema,
  mealUpdateSchema,
  type MealType,
  type NutrientKey,
  type Nutrients,
} from '@platewise/core'
import { isApiError } from '../../lib/api-error'
import type { LoggedMeal, MealChanges, NewMeal } from '../../lib/meals/meals-api'

/** What the seven number inputs hold: text as typed, '' for blank. */
export type NutrientValues = Record<NutrientKey, string>

/** Messages per field: 'description' or a nutrient. */
export type MealFieldErrors = Partial<Record<'description' | NutrientKey, string>>

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: MealFieldErrors }

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
    return { ok: false, errors: messagesByField(result.error.issues) as MealFieldErrors }
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
    return { ok: false, errors: messagesByField(result.error.issues) as MealFieldErrors }
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

const FORM_FIELDS: readonly string[] = ['description', ...NUTRIENT_KEYS]

/**
 * The server's refusal of a meal, by the form's fields (the description, a
 * nutrient): a reading of the description past the meal limits, say. Null
 * when it names none of them, and its message goes where other failures go.
 */
export function serverFieldErrors(error: unknown): MealFieldErrors | null {
  if (!isApiError(error) || !error.fields) return null
  const errors = Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => FORM_FIELDS.includes(field)),
  ) as MealFieldErrors
  return Object.keys(errors).length > 0 ? errors : null
}
