import {
  editProfileSchema,
  messagesByField,
  type FieldErrors,
  type ActivityLevel,
  type EditProfileInput,
  type Gender,
  type SocialProfile,
} from '@platewise/core'

/** What the Edit Profile fields hold, as typed. */
export interface EditProfileValues {
  first_name: string
  last_name: string
  username: string
  bio: string
  activity_level: ActivityLevel | ''
  daily_calories: string
  daily_protein: string
  weight: string
  target_weight: string
  height: string
  age: string
  gender: Gender | ''
}

export type EditProfileField = keyof EditProfileValues

const FIELDS: readonly EditProfileField[] = [
  'first_name',
  'last_name',
  'username',
  'bio',
  'activity_level',
  'daily_calories',
  'daily_protein',
  'weight',
  'target_weight',
  'height',
  'age',
  'gender',
]

export const isEditProfileField = (name: string): name is EditProfileField =>
  (FIELDS as readonly string[]).includes(name)

const numberText = (value: number | null | undefined) => (value ? String(value) : '')

export function editValuesOf(profile: SocialProfile): EditProfileValues {
  const goals = profile.profile
  return {
    first_name: profile.user.first_name,
    last_name: profile.user.last_name,
    username: profile.user.username,
    bio: profile.bio ?? '',
    activity_level: profile.activity_level ?? '',
    daily_calories: numberText(goals?.daily_calories),
    daily_protein: numberText(goals?.daily_protein),
    weight: numberText(goals?.weight),
    target_weight: numberText(goals?.target_weight),
    height: numberText(goals?.height),
    age: numberText(goals?.age),
    gender: goals?.gender ?? '',
  }
}

/** Whether the form differs from what it opened with: closing it then asks first. */
export function hasEditProfileChanges(opened: EditProfileValues, values: EditProfileValues) {
  return (Object.keys(opened) as (keyof EditProfileValues)[]).some(
    (field) => values[field] !== opened[field],
  )
}

// §5: Edit Profile's numbers parse as integers, and an empty field is 0
const toInteger = (text: string) => {
  const number = Number.parseInt(text, 10)
  return Number.isNaN(number) ? 0 : number
}

type Parsed =
  { ok: true; value: EditProfileInput } | { ok: false; errors: FieldErrors<EditProfileField> }

/**
 * The form through the schema PUT /api/social/profile uses, so the browser
 * shows the server's own messages before sending: a goal of 0 (left empty) or
 * outside its range names that field and its range, a weight of 0 clears it,
 * the bio is trimmed and an empty one removed.
 */
export function readEditProfile(values: EditProfileValues): Parsed {
  const changes: EditProfileInput = {
    first_name: values.first_name,
    last_name: values.last_name,
    username: values.username,
    bio: values.bio,
    activity_level: values.activity_level || null,
    daily_calories: toInteger(values.daily_calories),
    daily_protein: toInteger(values.daily_protein),
    weight: toInteger(values.weight),
    target_weight: toInteger(values.target_weight),
    height: toInteger(values.height),
    age: toInteger(values.age),
    gender: values.gender || null,
  }
  const result = editProfileSchema.safeParse(changes)
  if (result.success) return { ok: true, value: changes }
  return {
    ok: false,
    errors: messagesByField(result.error.issues) as FieldErrors<EditProfileField>,
  }
}
