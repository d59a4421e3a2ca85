import { z } from 'zod'
import { ACTIVITY_LEVELS, GENDERS } from '../plan/plan-formula'
import { plainText } from '../text/plain-text'
import { readNumberInput } from './number-input'
import { isUploadedImageAddress, PROFILE_PICTURE_MESSAGE } from './profile-picture'
import { PROFILE_RANGES, rangeMessage, type RangedProfileField } from './profile-ranges'

// The profile fields of §3 as PUT /api/profile and POST /api/profile/create take
// them, with the messages the forms show. Weight and target weight are pounds,
// height inches.

const PROFILE_MISSING_DATA_MESSAGE = 'Missing required profile data. Please complete all steps.'

/** The longest bio, in characters. The numbers' ranges are in profile-ranges.ts. */
export const PROFILE_LIMITS = { bio: 500 } as const

interface NumberRule {
  field: RangedProfileField
  /** Rounded to a whole number, as the spec's forms parse these fields as integers */
  integer: boolean
}

const readRounded = (integer: boolean) => (value: unknown) => {
  const number = readNumberInput(value)
  return integer && typeof number === 'number' && Number.isFinite(number)
    ? Math.round(number)
    : number
}

// within the field's human range, with the message that names it (decision 024)
const boundedNumber = ({ field }: NumberRule) => {
  const { label, min, max } = PROFILE_RANGES[field]
  return z
    .number({ error: `${label} must be a number` })
    .min(min, { error: rangeMessage(field) })
    .max(max, { error: rangeMessage(field) })
}

// daily_calories and daily_protein: saving needs both (§5). Missing and blank
// read as "not filled in", which is what the spec's message is about; a number,
// 0 included, is held to its range and told so field by field.
const dailyGoal = (rule: NumberRule) =>
  z
    .preprocess((value) => {
      const number = readRounded(rule.integer)(value)
      return number === null ? undefined : number
    }, boundedNumber(rule).optional())
    .refine((value) => value !== undefined, { error: PROFILE_MISSING_DATA_MESSAGE, abort: true })
    .transform((value) => value as number)

// Optional measures: absent leaves the stored value alone, null or blank clears it.
// The spec's Edit Profile form sends 0 for an empty field (§5), so 0 means blank too.
const optionalMeasure = (rule: NumberRule) =>
  z
    .preprocess((value) => {
      const number = readRounded(rule.integer)(value)
      return number === 0 ? null : number
    }, boundedNumber(rule).nullable())
    .optional()

const ACTIVITY_MESSAGE =
  'Please choose an activity level: sedentary, light, moderate, active or very active'
const GENDER_MESSAGE = 'Please choose a gender: male, female or other'

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

export const profilePayloadSchema = z.object(
  {
    daily_calories: dailyGoal({ field: 'daily_calories', integer: true }),
    daily_protein: dailyGoal({ field: 'daily_protein', integer: true }),
    weight: optionalMeasure({ field: 'weight', integer: false }),
    target_weight: optionalMeasure({ field: 'target_weight', integer: false }),
    height: optionalMeasure({ field: 'height', integer: false }),
    age: optionalMeasure({ field: 'age', integer: true }),
    activity_level: z
      .preprocess(blankToNull, z.enum(ACTIVITY_LEVELS, { error: ACTIVITY_MESSAGE }).nullable())
      .optional(),
    gender: z
      .preprocess(blankToNull, z.enum(GENDERS, { error: GENDER_MESSAGE }).nullable())
      .optional(),
    bio: z
      .preprocess(
        blankToNull,
        plainText('Bio', { multiline: true })
          .trim()
          .max(PROFILE_LIMITS.bio, {
            error: `Bio must be at most ${PROFILE_LIMITS.bio} characters`,
          })
          .nullable(),
      )
      .optional(),
    profile_picture: z
      .preprocess(
        blankToNull,
        // only an upload's own address (profile-picture.ts); the server then
        // accepts only the one the person has, or none
        z
          .string({ error: PROFILE_PICTURE_MESSAGE })
          .refine(isUploadedImageAddress, { error: PROFILE_PICTURE_MESSAGE })
          .nullable(),
      )
      .optional(),
  },
  // no body at all, or not an object: nothing of the profile arrived
  { error: PROFILE_MISSING_DATA_MESSAGE },
)

/** What a client may send. */
export type ProfileInput = z.input<typeof profilePayloadSchema>
/** What the schema hands the server: numbers rounded, blanks as null, unknown keys dropped. */
export type ProfilePayload = z.output<typeof profilePayloadSchema>

/** A stored profile as the API answers it (§3). */
export const profileSchema = z.object({
  daily_calories: z.number(),
  daily_protein: z.number(),
  weight: z.number().nullable(),
  target_weight: z.number().nullable(),
  height: z.number().nullable(),
  age: z.number().nullable(),
  activity_level: z.enum(ACTIVITY_LEVELS).nullable(),
  gender: z.enum(GENDERS).nullable(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
})
export type Profile = z.output<typeof profileSchema>

export const profileResponseSchema = z.object({
  profile: profileSchema,
  hasCompletedOnboarding: z.boolean(),
})
export type ProfileResponse = z.output<typeof profileResponseSchema>
