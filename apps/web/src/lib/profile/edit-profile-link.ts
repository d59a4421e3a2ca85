/** Where Edit Profile opens: at the top, or on the goals. */
export type EditFocus = 'profile' | 'goals'

/**
 * The profile with Edit Profile open on the goals: where the overview's
 * 'Set Goals' and 'Update Goals' lead (§2), daily calories focused.
 */
export const GOALS_EDITOR_PATH = '/dashboard/profile?edit=goals'

/** `?edit=goals` opens on the goals; any other value of `edit` at the top. */
export const editFocusOf = (value: string | null): EditFocus | null =>
  value === null ? null : value === 'goals' ? 'goals' : 'profile'
