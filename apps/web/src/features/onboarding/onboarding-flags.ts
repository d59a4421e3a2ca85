import { StorageKeys } from '../../lib/storage-keys'

/** Whether this browser remembers the person finishing onboarding (spec §2 Onboarding). */
export function hasCompletedOnboardingLocally(): boolean {
  return localStorage.getItem(StorageKeys.onboardingCompleted) === 'true'
}

/**
 * The local flags of spec §4 On finish: completed, when, and "just completed",
 * which lets the onboarding guard wave the person through once without asking
 * the server.
 */
export function markOnboardingCompleted(now: Date = new Date()): void {
  localStorage.setItem(StorageKeys.onboardingCompleted, 'true')
  localStorage.setItem(StorageKeys.onboardingCompletedDate, now.toISOString())
  localStorage.setItem(StorageKeys.onboardingJustCompleted, 'true')
}

/** For a finish whose profile never reached the server after all. */
export function forgetOnboardingCompleted(): void {
  localStorage.removeItem(StorageKeys.onboardingCompleted)
  localStorage.removeItem(StorageKeys.onboardingCompletedDate)
}
