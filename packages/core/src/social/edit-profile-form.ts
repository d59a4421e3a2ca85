import { z } from 'zod'
import { ACTIVITY_LEVELS, GENDERS } from '../plan/plan-formula'
import {
  BODY_MEASURE_FIELD_NAMES,
  addMeasureRangeIssues,
  measureText,
  measureToSpec,
  type BodyMeasureField,
} from '../profile/measures-in-units'
import { unitSystemSchema } from '../units/unit-system-schema'
import type { UnitSystem } from '../units/units'
import {
  editProfileSchema,
  type EditProfileInput,
  type SocialProfile,
} from './social-profile-schema'

/**
 * What the Edit Profile fields hold, as typed: every number as its text, no
 * choice as ''; weights and height in the person's units.
 */
const editProfileValuesSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  bio: z.string(),
  activity_level: z.enum([...ACTIVITY_LEVELS, '']),
  daily_calories: z.string(),
  daily_protein: z.string(),
  weight: z.string(),
  target_weight: z.string(),
  height: z.string(),
  age: z.string(),
  gender: z.enum([...GENDERS, '']),
  units: unitSystemSchema,
})
export type EditProfileValues = z.input<typeof editProfileValuesSchema>

// §5: Edit Profile's numbers parse as integers, and an empty field is 0
const toInteger = (text: string) => {
  const number = Number.parseInt(text, 10)
  return Number.isNaN(number) ? 0 : number
}

// A measure as its units read it: whole pounds and inches, as §5 parses them; a
// kilogram is over two pounds, so metric keeps the tenth it is shown with
const shownMeasure = (text: string, units: UnitSystem) => {
  if (units === 'US') return toInteger(text)
  const number = Number.parseFloat(text)
  return Number.isNaN(number) ? 0 : Math.round(number * 10) / 10
}

/** The fields as the person reads them: the measures still in their units. */
function shownInputOf(values: EditProfileValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    username: values.username,
    bio: values.bio,
    activity_level: values.activity_level || null,
    daily_calories: toInteger(values.daily_calories),
    daily_protein: toInteger(values.daily_protein),
    weight: shownMeasure(values.weight, values.units),
    target_weight: shownMeasure(values.target_weight, values.units),
    height: shownMeasure(values.height, values.units),
    age: toInteger(values.age),
    gender: values.gender || null,
  }
}

/**
 * The PUT /api/social/profile body of the fields as typed: no choice is null,
 * measures in the spec's pounds and inches (0, a blank, clears one). A measure
 * the person left as it `opened` is not sent, so the stored value stays exact
 * rather than coming back rounded to what the form shows.
 */
export function editProfileInputOf(
  values: EditProfileValues,
  opened?: EditProfileValues,
): EditProfileInput {
  const shown = shownInputOf(values)
  const input: EditProfileInput = { ...shown }
  for (const field of BODY_MEASURE_FIELD_NAMES) {
    const unchanged = opened && opened.units === values.units && opened[field] === values[field]
    // 0 (a blank, which clears the measure) converts to 0
    input[field] = unchanged ? undefined : measureToSpec(field, shown[field], values.units)
  }
  return input
}

// the server's schema, with the measures held to their range in the person's units
const editProfileShownSchema = editProfileSchema
  .extend(
    Object.fromEntries(BODY_MEASURE_FIELD_NAMES.map((field) => [field, z.number()])) as Record<
      BodyMeasureField,
      z.ZodNumber
    >,
  )
  .extend({ units: unitSystemSchema })
  .superRefine((input, ctx) => addMeasureRangeIssues(ctx, input, input.units))

/**
 * The Edit Profile form, checked by the schema PUT /api/social/profile uses, so
 * the browser shows the server's own messages before sending: a goal of 0
 * (left empty) or outside its range names that field and its range, a weight
 * of 0 clears it, a measure outside its range names it in the person's units.
 */
export const editProfileFormSchema = editProfileValuesSchema
  .transform((values): z.input<typeof editProfileShownSchema> => ({
    ...shownInputOf(values),
    units: values.units,
  }))
  .pipe(editProfileShownSchema)

/** The form as it opens on `profile`, its measures in `units`. */
export function editValuesOf(profile: SocialProfile, units: UnitSystem): EditProfileValues {
  const goals = profile.profile
  const numberText = (value: number | null | undefined) => (value ? String(value) : '')
  return {
    first_name: profile.user.first_name,
    last_name: profile.user.last_name,
    username: profile.user.username,
    bio: profile.bio ?? '',
    activity_level: profile.activity_level ?? '',
    daily_calories: numberText(goals?.daily_calories),
    daily_protein: numberText(goals?.daily_protein),
    weight: measureText('weight', goals?.weight, units),
    target_weight: measureText('target_weight', goals?.target_weight, units),
    height: measureText('height', goals?.height, units),
    age: numberText(goals?.age),
    gender: goals?.gender ?? '',
    units,
  }
}
