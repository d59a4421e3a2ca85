import { isOnboardingComplete, type ProfileResponse } from '@platewise/core'
import { isApiError } from '../lib/api-error'
import { StorageKeys } from '../lib/storage-keys'

export type OnboardingStatus =
  | { state: 'checking' }
  /** The session was refused: the sign-out is on its way, so wait instead of redirecting */
  | { state: 'signing-out' }
  | {
      state: 'known'
      completed: boolean
      /** A line to show the person when the answer came from cache or an error. */
      note: string | null
    }

export const GUARD_NOTES = {
  cached: 'Server temporarily unavailable - using cached data',
  tryAgain: 'Server temporarily unavailable - please try again',
  unverified: 'Unable to verify onboarding status',
} as const

const hasCompletedLocally = () => localStorage.getItem(StorageKeys.onboardingCompleted) === 'true'

/**
 * Steps 3 to 6 of the onboarding guard of spec §4, read off the profile query
 * (its retries, step 2, are the query's own).
 */
export function onboardingStatusFrom(profile: {
  data?: ProfileResponse
  error: unknown
  isPending: boolean
}): OnboardingStatus {
  if (profile.data) {
    // 3. complete means both daily goals are set
    return { state: 'known', completed: isOnboardingComplete(profile.data.profile), note: null }
  }
  if (profile.isPending) return { state: 'checking' }
  const error = profile.error
  if (isApiError(error) && error.status === 401) return { state: 'signing-out' }
  // 4. no profile yet: not an error, just not done
  if (isApiError(error) && error.status === 404) {
    return { state: 'known', completed: false, note: null }
  }
  // 5. the server cannot be reached: fall back to what this browser remembers
  if (isApiError(error) && error.isUnreachable) {
    return hasCompletedLocally()
      ? { state: 'known', completed: true, note: GUARD_NOTES.cached }
      : { state: 'known', completed: false, note: GUARD_NOTES.tryAgain }
  }
  // 6. anything else
  return { state: 'known', completed: false, note: GUARD_NOTES.unverified }
}
