import { z } from 'zod'
import { ACTIVITY_LEVELS, GENDERS } from '../plan/plan-formula'
import { formatAmount } from '../format/format-amount'
import { plainText } from '../text/plain-text'
import { readNumberInput } from './number-input'
import { isUploadedImageAddress, PROFILE_PICTURE_MESSAGE } from './profile-picture'

// The profile fields of §3 as PUT /api/profile and POST /api/profile/create take
// them, with the messages the forms show. Weight and target weight are pounds,
// height inches.

const PROFILE_MISSING_DATA_MESSAGE = 'Missing required profile data. Please complete all steps.'

/** Upper limits: far beyond any real person, low enough to catch typing slips. */
export const PROFILE_LIMITS = {
  daily_calories: 20_000,
  daily_protein: 1_000,
  weight: 1_500,
  target_weight: 1_500,
  height: 120,
  age: 130,
  bio: 500,
} as const

interface NumberRule {
  label: string
  max: number
  /** Rounded to a whole number, as the spec's forms parse these fields as integers */
  integer: boolean
}

const readRounded = (integer: boolean) => (value: unknown) => {
  const number = readNumberInput(value)
  return integer && typeof number === 'number' && Number.isFinite(number)
    ? Math.round(number)
    : number
}

const boundedNumber = ({ label, max }: NumberRule, typeMessage: string) =>
  z
    .number({ error: typeMessage })
    .positive({ error: `${label} must be greater than 0` })
    .max(max, { error: `${label} must be at most ${formatAmount(max)}` })

// daily_calories and daily_protein: saving needs both (§5). Missing, blank and 0
// all read as "not filled in", which is what the spec's message is about.
const dailyGoal = (rule: NumberRule) =>
  z
    .preprocess(
      (value) => {
        const number = readRounded(rule.integer)(value)
        return number === 0 || number === null ? undefined : number
      },
      boundedNumber(rule, `${rule.label} must be a number`).optional(),
    )
    .refine((value) => value !== undefined, { error: PROFILE_MISSING_DATA_MESSAGE, abort: true })
    .transform((value) => value as number)

// Optional measures: absent leaves the stored value alone, null or blank clears it.
// The spec's Edit Profile form sends 0 for an empty field (§5), so 0 means blank too.
const optionalMeasure = (rule: NumberRule) =>
  z
    .preprocess(
      (value) => {
        const number = readRounded(rule.integer)(value)
        return number === 0 ? null : number
      },
      boundedNumber(rule, `${rule.label} must be a number`).nullable(),
    )
    .optional()

const ACTIVITY_MESSAGE =
  'Please choose an activity level: sedentary, light, moderate, active or very active'
const GENDER_MESSAGE = 'Please choose a gender: male, female or other'

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

export const profilePayloadSchema = z.object(
  {
    daily_calories: dailyGoal({
      label: 'Daily calories',
      max: PROFILE_LIMITS.daily_calories,
      integer: true,
    }),
    daily_protein: dailyGoal({
      label: 'Daily protein',
      max: PROFILE_LIMITS.daily_protein,
      integer: true,
    }),
    weight: optionalMeasure({ label: 'Weight', max: PROFILE_LIMITS.weight, integer: false }),
    target_weight: optionalMeasure({
      label: 'Target weight',
      max: PROFILE_LIMITS.target_weight,
      integer: false,
    }),
    height: optionalMeasure({ label: 'Height', max: PROFILE_LIMITS.height, integer: false }),
    age: optionalMeasure({ label: 'Age', max: PROFILE_LIMITS.age, integer: true }),
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
