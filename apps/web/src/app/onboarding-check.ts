import { hasPendingProfile } from '../features/onboarding/pending-profile-store'
import { checkProfileHealth, getProfile, profileKeys } from '../lib/profile/profile-calls'
import { askEarly } from '../lib/early-answers'
import { StorageKeys } from '../lib/storage-keys'

/** Spec §4 onboarding guard, step 1: straight from the wizard, the guard trusts it once. */
export const isJustCompleted = () =>
  localStorage.getItem(StorageKeys.onboardingJustCompleted) === 'true'

/**
 * Asks the onboarding guard's two questions (step 2: the health check, then
 * the profile) as a signed-in visit starts, before the guard's code or the
 * query cache are here, and only when the guard itself will ask. The guard's
 * queries take the answers (profile-api.ts), so they are on their way while
 * the page's code loads.
 * After a failed health check the guard asks for the profile itself: a
 * refused session or a server that is down is then asked once, as before.
 * Answers whether the check was asked and passed.
 */
export async function startOnboardingCheck(userId: number): Promise<boolean> {
  if (isJustCompleted() || hasPendingProfile()) return false
  const healthy = await askEarly(profileKeys.health(userId), () => checkProfileHealth())
  if (healthy) void askEarly(profileKeys.mine(userId), () => getProfile())
  return healthy
}
