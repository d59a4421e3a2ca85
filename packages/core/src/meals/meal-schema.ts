import { z } from 'zod'
import { INVALID_DATE_MESSAGE, isValidIsoDate } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { formatLimit, readNumberInput } from '../profile/number-input'
import { plainText } from '../text/plain-text'

// Meal payloads of §3 and §7 with the rules of §5. Both spellings the spec uses
// (meal_date / mealDate, meal_type / mealType) are accepted; the parsed result
// always uses mealDate and mealType.

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
export type MealType = (typeof MEAL_TYPES)[number]
export const DEFAULT_MEAL_TYPE: MealType = 'breakfast'

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
export type Nutrients = Record<NutrientKey, number>

interface NutrientRule {
  label: string
  /** Per meal: far above any real plate, low enough to catch a slip of the keyboard */
  max: number
  /** §5: calories, protein, carbs, fat and fiber parse as integers */
  integer: boolean
}

export const NUTRIENT_RULES: Record<NutrientKey, NutrientRule> = {
  calories: { label: 'Calories', max: 20_000, integer: true },
  protein: { label: 'Protein', max: 5_000, integer: true },
  carbs: { label: 'Carbs', max: 5_000, integer: true },
  fat: { label: 'Fat', max: 5_000, integer: true },
  fiber: { label: 'Fiber', max: 5_000, integer: true },
  sugar: { label: 'Sugar', max: 5_000, integer: false },
  sodium: { label: 'Sodium', max: 100_000, integer: false },
}

export const MEAL_DESCRIPTION_MAX_LENGTH = 1_000
export const SAVED_MEAL_NAME_MAX_LENGTH = 100

export const MEAL_MESSAGES = {
  description: 'Please enter a meal description',
  descriptionTooLong: `Meal description must be at most ${formatLimit(MEAL_DESCRIPTION_MAX_LENGTH)} characters`,
  mealType: 'Please choose a meal type: breakfast, lunch, dinner or snack',
  dateRequired: 'Please choose a date for the meal',
  date: INVALID_DATE_MESSAGE,
  bothSpellings: (a: string, b: string) => `${a} and ${b} disagree; send only one of them`,
  mealId: 'Please choose a meal to save',
  notAnObject: 'A meal must be sent as a JSON object',
  savedMealName: `Saved meal name must be at most ${SAVED_MEAL_NAME_MAX_LENGTH} characters`,
} as const

// Whole-number nutrients are rounded, not refused and not truncated: the form
// steps protein, carbs, fat and fiber by 0.1, so a decimal is something it
// invites, and rounding keeps the total closest to what was typed. Sugar and
// sodium keep one decimal, the form's step. A blank field counts as 0 (§5).
const nutrientSchema = ({ label, max, integer }: NutrientRule) =>
  z
    .preprocess(
      (value) => {
        const number = readNumberInput(value)
        if (number === null) return 0
        if (typeof number !== 'number' || !Number.isFinite(number)) return number
        const rounded = integer ? Math.round(number) : Math.round(number * 10) / 10
        return rounded + 0 // turns -0 into 0
      },
      z
        .number({ error: `${label} must be a number` })
        .min(0, { error: `${label} cannot be negative` })
        .max(max, { error: `${label} must be at most ${formatLimit(max)}` }),
    )
    .optional()

const nutrientShape = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => [key, nutrientSchema(NUTRIENT_RULES[key])]),
) as { [K in NutrientKey]: ReturnType<typeof nutrientSchema> }

const descriptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  plainText('Meal description', { multiline: true })
    .trim()
    .min(1, { error: MEAL_MESSAGES.description })
    .max(MEAL_DESCRIPTION_MAX_LENGTH, { error: MEAL_MESSAGES.descriptionTooLong }),
)

const mealTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(MEAL_TYPES, { error: MEAL_MESSAGES.mealType }),
)

const mealDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MEAL_MESSAGES.dateRequired
        : MEAL_MESSAGES.date,
  })
  .trim()
  .refine(isValidIsoDate, { error: MEAL_MESSAGES.date })

const ALIASES = [
  ['meal_date', 'mealDate'],
  ['meal_type', 'mealType'],
] as const

// Folds meal_date into mealDate and meal_type into mealType. Two different
// values under both spellings are refused rather than one silently winning.
const foldAliases = (value: unknown, ctx: z.RefinementCtx) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const folded: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const [snake, camel] of ALIASES) {
    const snakeValue = folded[snake]
    delete folded[snake]
    if (snakeValue === undefined) continue
    if (folded[camel] === undefined) folded[camel] = snakeValue
    else if (folded[camel] !== snakeValue) {
      ctx.addIssue({
        code: 'custom',
        message: MEAL_MESSAGES.bothSpellings(snake, camel),
        path: [camel],
      })
    }
  }
  return folded
}

/** POST /api/meals. Nutrients left out entirely mean "analyse the description". */
export const mealCreateSchema = z.preprocess(
  foldAliases,
  z.object(
    {
      mealDate: mealDateSchema,
      mealType: mealTypeSchema,
      description: descriptionSchema,
      ...nutrientShape,
    },
    { error: MEAL_MESSAGES.notAnObject },
  ),
)
export type MealCreateInput = z.input<typeof mealCreateSchema>
export type MealCreate = z.output<typeof mealCreateSchema>

/** PUT /api/meals/{id}: any subset of the fields, each with the create rules. */
export const mealUpdateSchema = z.preprocess(
  foldAliases,
  z.object(
    {
      mealDate: mealDateSchema.optional(),
      mealType: mealTypeSchema.optional(),
      description: descriptionSchema.optional(),
      ...nutrientShape,
    },
    { error: MEAL_MESSAGES.notAnObject },
  ),
)
export type MealUpdate = z.output<typeof mealUpdateSchema>

/** True when the payload carries any nutrient, i.e. the meal was entered by hand. */
export function hasManualNutrients(meal: Partial<Record<NutrientKey, unknown>>): boolean {
  return NUTRIENT_KEYS.some((key) => meal[key] !== undefined)
}

/** POST /api/favorites/from-meal */
export const favoriteFromMealSchema = z.object({
  mealId: z.preprocess(
    readNumberInput,
    z.number({ error: MEAL_MESSAGES.mealId }).int({ error: MEAL_MESSAGES.mealId }).positive({
      error: MEAL_MESSAGES.mealId,
    }),
  ),
  customName: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      plainText('Saved meal name')
        .trim()
        .max(SAVED_MEAL_NAME_MAX_LENGTH, { error: MEAL_MESSAGES.savedMealName })
        .optional(),
    )
    .optional(),
})
export type FavoriteFromMeal = z.output<typeof favoriteFromMealSchema>

/** A meal as the API answers it (§3). */
export interface Meal extends Nutrients {
  id: number
  mealDate: IsoDate
  mealType: MealType
  description: string
  /** ISO timestamp */
  createdAt: string
}
