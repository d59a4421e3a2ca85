import { remembering } from './loaded-modules'

// Each page's chunk by its loader, shared by the route table (lazy-pages.ts)
// and the early start of a signed-in visit (signed-in-start.ts). Free of
// React, so that the entry can start loading before React's own code runs.

export const pageLoaders = {
  // The query cache, which every page but the landing page needs
  queryScope: remembering(() => import('./query-scope')),
  // The onboarding guard: it reads the profile, which is not for signed-out visitors
  onboardingGuard: remembering(() => import('./onboarding-guard')),
  login: remembering(() => import('../features/auth/login-page')),
  register: remembering(() => import('../features/auth/register-page')),
  onboarding: remembering(() => import('../features/onboarding/onboarding-page')),
  dashboardLayout: remembering(() => import('./dashboard/dashboard-layout')),
  feed: remembering(() => import('./routes/feed-page')),
  overview: remembering(() => import('./routes/overview-route')),
  mealInputs: remembering(() => import('../features/meals/meal-inputs-page')),
  planner: remembering(() => import('../features/planner/planner-page')),
  profile: remembering(() => import('./routes/profile-routes')),
  settings: remembering(() => import('../features/settings/settings-page')),
  groups: remembering(() => import('../features/groups/groups-page')),
  groupDetail: remembering(() => import('./routes/group-detail-route')),
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
