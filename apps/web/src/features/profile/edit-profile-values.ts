import type { EditProfileValues } from '@platewise/core'

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

/** Whether the form differs from what it opened with: closing it then asks first. */
export function hasEditProfileChanges(opened: EditProfileValues, values: EditProfileValues) {
  return (Object.keys(opened) as (keyof EditProfileValues)[]).some(
    (field) => values[field] !== opened[field],
  )
}
