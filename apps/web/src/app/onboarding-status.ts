import { isOnboardingComplete } from '@platewise/core'
import { hasPendingProfile, syncPendingProfile } from '../features/onboarding/pending-profile'
import { getProfile } from '../features/onboarding/profile-api'
import { isApiError } from '../lib/api-error'
import { StorageKeys } from '../lib/storage-keys'

export interface OnboardingStatus {
  completed: boolean
  /** A line to show the person when the answer came from cache or an error. */
  note: string | null
}

export const GUARD_PROFILE_RETRIES = 2
export const guardRetryWaitMs = (attempt: number) => 1_000 * attempt

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isNetworkFailure = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline')

/** Whether the signed-in user has finished onboarding: the guard of spec §4, steps 1–6. */
export async function checkOnboardingStatus(
  checkHealth: () => Promise<boolean>,
  sleep = wait,
): Promise<OnboardingStatus> {
  // 1. straight from the wizard: trust it once, so a slow server cannot bounce the user back
  if (localStorage.getItem(StorageKeys.onboardingJustCompleted) === 'true') {
    localStorage.removeItem(StorageKeys.onboardingJustCompleted)
    return { completed: true, note: null }
  }

  // A profile finished offline is still on its way: send it first. Until it
  // arrives, the server's 404 would wrongly send the user back to onboarding.
  if (hasPendingProfile()) {
    await syncPendingProfile()
    if (hasPendingProfile()) {
      return { completed: true, note: 'Server temporarily unavailable - using cached data' }
    }
  }

  // 2. a quick look at the profile service; its failure is tolerated
  await checkHealth()

  let lastError: unknown
  for (let attempt = 0; attempt <= GUARD_PROFILE_RETRIES; attempt += 1) {
    if (attempt > 0) await sleep(guardRetryWaitMs(attempt))
    try {
      const { profile } = await getProfile()
      // 3. complete means both daily goals are set
      const completed = isOnboardingComplete(profile)
      if (completed) localStorage.setItem(StorageKeys.onboardingCompleted, 'true')
      return { completed, note: null }
    } catch (error) {
      // 4. no profile yet: not an error, just not done
      if (isApiError(error) && error.status === 404) return { completed: false, note: null }
      lastError = error
      if (!isNetworkFailure(error) && !(isApiError(error) && error.isServerError)) break
    }
  }

  // 5. the server cannot be reached: fall back to what this browser remembers
  if (isNetworkFailure(lastError)) {
    return localStorage.getItem(StorageKeys.onboardingCompleted) === 'true'
      ? { completed: true, note: 'Server temporarily unavailable - using cached data' }
      : { completed: false, note: 'Server temporarily unavailable - please try again' }
  }
  // 6. anything else
  return { completed: false, note: 'Unable to verify onboarding status' }
}
