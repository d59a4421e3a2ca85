/** Every localStorage key the app uses (spec §3 Local storage), in one place. */
export const StorageKeys = {
  authRecord: 'authData',
  token: 'token',
  user: 'user',
  domain: 'domain',
  authTimeoutCount: 'auth_timeout_count',
  onboardingCompleted: 'onboarding_completed',
  onboardingCompletedDate: 'onboarding_completed_date',
  onboardingJustCompleted: 'onboarding_just_completed',
  hasAccessedApp: 'hasAccessedApp',
  firstAccess: 'firstAccess',
  lastAccess: 'lastAccess',
  pendingProfile: 'pending_profile',
  /** Posts made in this browser, shown at once and kept until the server has them (§4 Posts) */
  localPosts: 'local_posts',
  mealAdded: 'mealAdded',
  mealUpdated: 'mealUpdated',
  mealDeleted: 'mealDeleted',
  /** The onboarding wizard's answers so far, for one user, until the profile is saved */
  onboardingDraft: 'onboarding_draft',
} as const

/**
 * What belongs to the signed-in person and goes when they sign out or someone
 * signs in: the session, the onboarding flags and anything kept on their
 * behalf. What stays says something about this browser, not about a person
 * (how often sign-in timed out, when the app was first opened).
 */
export const PER_USER_STORAGE_KEYS = [
  StorageKeys.authRecord,
  StorageKeys.token,
  StorageKeys.user,
  StorageKeys.domain,
  StorageKeys.onboardingCompleted,
  StorageKeys.onboardingCompletedDate,
  StorageKeys.onboardingJustCompleted,
  StorageKeys.pendingProfile,
  StorageKeys.localPosts,
  StorageKeys.onboardingDraft,
  StorageKeys.mealAdded,
  StorageKeys.mealUpdated,
  StorageKeys.mealDeleted,
] as const

/**
 * Every sessionStorage key the app uses. None belongs to a person, so none is
 * cleared at sign-out: each says something about this tab and the build it runs.
 */
export const SessionStorageKeys = {
  /**
   * When this tab last reloaded itself because the server has a newer build
   * (app/new-build.ts): a time, so a build that still fails after the reload
   * shows its error instead of reloading again. Cleared once a page loads.
   */
  reloadedForNewBuild: 'reloaded_for_new_build',
} as const
