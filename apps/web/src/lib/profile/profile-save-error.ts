import { isApiError } from '../api-error'

export const PROFILE_SAVE_MESSAGES = {
  invalid: 'Invalid profile data. Please check your information and try again.',
  server: 'Server error occurred. Please try again in a moment.',
  fallback: 'Failed to save profile. Please try again.',
  unreachable:
    'Server temporarily unavailable. Your data has been saved locally and will sync when the server is back online.',
} as const

/** The sentence for a save that got an answer the person must act on (spec §8 Profile save). */
export function profileSaveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 400) return PROFILE_SAVE_MESSAGES.invalid
    if (error.status >= 500) return PROFILE_SAVE_MESSAGES.server
  }
  return error instanceof Error && error.message ? error.message : PROFILE_SAVE_MESSAGES.fallback
}
