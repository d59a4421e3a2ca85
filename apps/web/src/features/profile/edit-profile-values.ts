import type { EditProfileValues, SocialProfile } from '@platewise/core'

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
