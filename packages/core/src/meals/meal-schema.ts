import { z } from 'zod'
import { INVALID_DATE_MESSAGE, isValidIsoDate } from '../dates/iso-date'
import type { IsoDate } from '../dates/iso-date'
import { formatAmount } from '../format/format-amount'
import { readNumberInput } from '../profile/number-input'
import { plainText } from '../text/plain-text'
import {
  CORRECTION_MESSAGES,
  mealAnalysisSchema,
  mealCorrectionFields,
  type CorrectedItem,
  type HandEnteredItem,
  type MealCorrection,
} from './meal-analysis'
import { limitMessage, MEAL_LIMITS } from './meal-limits'
import { NUTRIENT_RULES } from './nutrient-rules'
import { NUTRIENT_KEYS, nutrientsSchema, type NutrientKey } from './nutrients'

// Meal payloads of §3 and §7 with the rules of §5. Both spellings the spec uses
// (meal_date / mealDate, meal_type / mealType) are accepted; the parsed result
// always uses mealDate and mealType.

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
export type MealType = (typeof MEAL_TYPES)[number]
export const DEFAULT_MEAL_TYPE: MealType = 'breakfast'

export const MEAL_DESCRIPTION_MAX_LENGTH = 1_000
const SAVED_MEAL_NAME_MAX_LENGTH = 100

export const MEAL_MESSAGES = {
  description: 'Please enter a meal description',
  descriptionTooLong: `Meal description must be at most ${formatAmount(MEAL_DESCRIPTION_MAX_LENGTH)} characters`,
  mealType: 'Please choose a meal type: breakfast, lunch, dinner or snack',
  dateRequired: 'Please choose a date for the meal',
  date: INVALID_DATE_MESSAGE,
  bothSpellings: (a: string, b: string) => `${a} and ${b} disagree; send only one of them`,
  mealId: 'Please choose a meal to save',
  notAnObject: 'A meal must be sent as a JSON object',
  savedMealName: `Saved meal name must be at most ${SAVED_MEAL_NAME_MAX_LENGTH} characters`,
  pastLimitsToSave: (why: string) =>
    `This meal holds more than one meal may (${why}). Edit its nutrients before saving it.`,
  nothingRecognised:
    "We couldn't find any food in that description. Check the spelling, or enter the nutrients yourself and choose Add Meal Manually.",
} as const

// Whole-number nutrients are rounded, not refused and not truncated: the form
// steps protein, carbs, fat and fiber by 0.1, so a decimal is something it
// invites, and rounding keeps the total closest to what was typed. Sugar and
// sodium keep one decimal, the form's step. A blank field counts as 0 (§5).
// Each nutrient is bounded by what one meal may hold (meal-limits.ts).
const nutrientSchema = (key: NutrientKey) => {
  const { label, integer } = NUTRIENT_RULES[key]
  return z
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
        .max(MEAL_LIMITS[key], { error: limitMessage(key, 'meal') }),
    )
    .optional()
}

const nutrientShape = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => [key, nutrientSchema(key)]),
) as { [K in NutrientKey]: ReturnType<typeof nutrientSchema> }

/** A meal's description: required after trimming, at most 1,000 characters (§5). */
export const mealDescriptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  plainText('Meal description', { multiline: true })
    .trim()
    .min(1, { error: MEAL_MESSAGES.description })
    .max(MEAL_DESCRIPTION_MAX_LENGTH, { error: MEAL_MESSAGES.descriptionTooLong }),
)

/**
 * What a person types a meal as (§2: the description and the seven nutrients),
 * by the rules POST and PUT /api/meals read them with: Meal Inputs' forms check
 * with these (meal-form.ts), so the browser says what the server would.
 */
export const mealEntrySchema = z.object({ description: mealDescriptionSchema, ...nutrientShape })

const mealTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(MEAL_TYPES, { error: MEAL_MESSAGES.mealType }),
)

export const mealDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MEAL_MESSAGES.dateRequired
        : MEAL_MESSAGES.date,
  })
  .trim()
  .refine(isValidIsoDate, { error: MEAL_MESSAGES.date })

// The spec spells the date and the type two ways (§3, §7). Both are declared,
// so the API documentation shows them, and folded into mealDate and mealType;
// two different values under both spellings are refused rather than one
// silently winning.
const ALIASES = [
  ['meal_date', 'mealDate'],
  ['meal_type', 'mealType'],
] as const

interface AliasedFields {
  mealDate?: string
  meal_date?: string
  mealType?: MealType
  meal_type?: MealType
}

function foldAliases<T extends AliasedFields>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
  required: boolean,
) {
  const { meal_date, meal_type, ...rest } = value
  const folded = {
    ...rest,
    mealDate: rest.mealDate ?? meal_date,
    mealType: rest.mealType ?? meal_type,
  }
  for (const [snake, camel] of ALIASES) {
    if (value[snake] !== undefined && value[camel] !== undefined && value[snake] !== value[camel]) {
      ctx.addIssue({
        code: 'custom',
        message: MEAL_MESSAGES.bothSpellings(snake, camel),
        path: [camel],
      })
    }
  }
  if (required && folded.mealDate === undefined) {
    ctx.addIssue({ code: 'custom', message: MEAL_MESSAGES.dateRequired, path: ['mealDate'] })
  }
  if (required && folded.mealType === undefined) {
    ctx.addIssue({ code: 'custom', message: MEAL_MESSAGES.mealType, path: ['mealType'] })
  }
  return folded
}

const mealFields = {
  mealDate: mealDateSchema.optional(),
  meal_date: mealDateSchema.optional(),
  mealType: mealTypeSchema.optional(),
  meal_type: mealTypeSchema.optional(),
  ...nutrientShape,
  ...mealCorrectionFields,
}

interface CorrectionFields {
  items?: CorrectedItem[]
  handEntered?: HandEnteredItem[]
}

/**
 * Folds `items` and `handEntered` into one correction, or none when neither was
 * sent. A correction replaces the analyser's reading, so it cannot come with
 * nutrients typed by hand, and it must keep something to count.
 */
function foldCorrection<T extends CorrectionFields & Partial<Record<NutrientKey, unknown>>>(
  value: T,
  ctx: z.core.$RefinementCtx<unknown>,
): { rest: Omit<T, 'items' | 'handEntered'>; correction: MealCorrection | undefined } {
  const { items, handEntered, ...rest } = value
  if (items === undefined && handEntered === undefined) return { rest, correction: undefined }
  const correction = { items: items ?? [], handEntered: handEntered ?? [] }
  if (hasManualNutrients(value)) {
    ctx.addIssue({ code: 'custom', message: CORRECTION_MESSAGES.withNutrients, path: ['items'] })
  } else if (correction.items.length === 0 && correction.handEntered.length === 0) {
    ctx.addIssue({ code: 'custom', message: CORRECTION_MESSAGES.empty, path: ['items'] })
  }
  return { rest, correction }
}

/**
 * POST /api/meals. Nutrients left out entirely mean "analyse the description";
 * corrected items (beyond the spec) say what the analysis should have been.
 */
export const mealCreateSchema = z
  .object(
    { ...mealFields, description: mealDescriptionSchema },
    { error: MEAL_MESSAGES.notAnObject },
  )
  .transform((value, ctx) => {
    const { rest, correction } = foldCorrection(value, ctx)
    const { mealDate, mealType, ...fields } = foldAliases(rest, ctx, true)
    return { ...fields, mealDate: mealDate as IsoDate, mealType: mealType as MealType, correction }
  })
export type MealCreateInput = z.input<typeof mealCreateSchema>
export type MealCreate = z.output<typeof mealCreateSchema>

/** PUT /api/meals/{id}: any subset of the fields, each with the create rules. */
export const mealUpdateSchema = z
  .object(
    { ...mealFields, description: mealDescriptionSchema.optional() },
    { error: MEAL_MESSAGES.notAnObject },
  )
  .transform((value, ctx) => {
    const { rest, correction } = foldCorrection(value, ctx)
    return { ...foldAliases(rest, ctx, false), correction }
  })
export type MealUpdateInput = z.input<typeof mealUpdateSchema>
export type MealUpdate = z.output<typeof mealUpdateSchema>

/** True when the payload carries any nutrient, i.e. the meal was entered by hand. */
export function hasManualNutrients(meal: Partial<Record<NutrientKey, unknown>>): boolean {
  return NUTRIENT_KEYS.some((key) => meal[key] !== undefined)
}

/** POST /api/favorites/from-meal */
export const favoriteFromMealSchema = z.object({
  mealId: z.preprocess(
    readNumberInput,
    z
      .number({ error: MEAL_MESSAGES.mealId })
      .int({ error: MEAL_MESSAGES.mealId })
      .positive({ error: MEAL_MESSAGES.mealId })
      // PostgreSQL's integer: a meal id beyond it cannot exist, and asking for one fails the query
      .max(2_147_483_647, { error: MEAL_MESSAGES.mealId }),
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

/** A meal as the API answers it (§3), with the spec's other spellings of its fields. */
export const mealSchema = z.object({
  id: z.number(),
  mealDate: z.string(),
  meal_date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  meal_type: z.enum(MEAL_TYPES),
  description: z.string(),
  ...nutrientsSchema.shape,
  /** ISO timestamps */
  createdAt: z.string(),
  created_at: z.string(),
  /** What the analyser understood, for meals logged by description only */
  analysis: mealAnalysisSchema.nullable(),
})
export type Meal = z.output<typeof mealSchema>

/** A saved meal ("favorite", §3): both spellings of the meal type, since some screens read mealType. */
export const savedMealSchema = z.object({
  id: z.number(),
  name: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  mealType: z.enum(MEAL_TYPES),
  description: z.string(),
  ...nutrientsSchema.shape,
  /** The logged meal it was saved from, while that meal exists */
  source_meal_id: z.number().nullable(),
  created_at: z.string(),
})
export type SavedMeal = z.output<typeof savedMealSchema>
