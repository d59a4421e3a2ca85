// Each page's chunk by its loader, shared by the route table (lazy-pages.ts)
// and the early start of a signed-in visit (signed-in-start.ts). Free of
// React, so that the entry can start loading before React's own code runs.

export const pageLoaders = {
  // The query cache, which every page but the landing page needs
  queryScope: () => import('./query-scope'),
  // The onboarding guard: it reads the profile, which is not for signed-out visitors
  onboardingGuard: () => import('./onboarding-guard'),
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/auth/register-page'),
  onboarding: () => import('../features/onboarding/onboarding-page'),
  dashboardLayout: () => import('../features/dashboard/dashboard-layout'),
  feed: () => import('../features/feed/feed-page'),
  overview: () => import('../features/overview/overview-page'),
  mealInputs: () => import('../features/meals/meal-inputs-page'),
  planner: () => import('../features/planner/planner-page'),
  profile: () => import('../features/profile/profile-page'),
  settings: () => import('../features/settings/settings-page'),
  groups: () => import('../features/groups/groups-page'),
  groupDetail: () => import('../features/groups/group-detail-page'),
}

type Loader = () => Promise<unknown>

/** The dashboard's tabs' code by the first part of their path after /dashboard/ (the feed when none). */
export const dashboardTabLoaders: Record<string, readonly Loader[]> = {
  feed: [pageLoaders.feed],
  overview: [pageLoaders.overview],
  inputs: [pageLoaders.mealInputs],
  mealplan: [pageLoaders.planner],
  profile: [pageLoaders.profile],
  settings: [pageLoaders.settings],
  groups: [pageLoaders.groups, pageLoaders.groupDetail],
}

/** The dashboard tab a path opens: the first part after /dashboard/, the feed when none. */
export const dashboardTabOf = (pathname: string) => pathname.split('/')[2] || 'feed'

/**
 * What a signed-in page at `pathname` needs, all at once (the query cache, the
 * guard, the dashboard shell, the tab), rather than each after the one before
 * has rendered.
 */
export function signedInPageLoaders(pathname: string): readonly Loader[] {
  const shared = [pageLoaders.queryScope, pageLoaders.onboardingGuard]
  if (pathname.startsWith('/onboarding')) return [...shared, pageLoaders.onboarding]
  const tab = dashboardTabLoaders[dashboardTabOf(pathname)] ?? dashboardTabLoaders.feed!
  return [...shared, pageLoaders.dashboardLayout, ...tab]
}
