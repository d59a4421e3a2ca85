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
  /** The onboarding wizard's answers so far, for one user, until the profile is saved */
  onboardingDraft: 'onboarding_draft',
} as const
