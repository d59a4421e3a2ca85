import { readStoredUser } from '../lib/auth-storage'
import { lazyPage } from './lazy-page'

// Every page but the landing page is a chunk of its own: the landing page is
// what most first visits open, and it should not wait for a second request.
// The query cache too, which every other page needs and the landing page does not.
export const QueryScope = lazyPage(() => import('./query-scope'), 'QueryScope')
// The onboarding guard too: it reads the profile, and the schemas that come with
// it are not for signed-out visitors.
export const OnboardingGuard = lazyPage(() => import('./onboarding-guard'), 'OnboardingGuard')
export const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage')
export const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage')
export const OnboardingPage = lazyPage(
  () => import('../features/onboarding/onboarding-page'),
  'OnboardingPage',
)
export const DashboardLayout = lazyPage(
  () => import('../features/dashboard/dashboard-layout'),
  'DashboardLayout',
)

const loadProfilePage = () => import('../features/profile/profile-page')

export const FeedPage = lazyPage(() => import('../features/feed/feed-page'), 'FeedPage')
export const OverviewPage = lazyPage(
  () => import('../features/overview/overview-page'),
  'OverviewPage',
)
export const MealInputsPage = lazyPage(
  () => import('../features/meals/meal-inputs-page'),
  'MealInputsPage',
)
export const PlannerPage = lazyPage(() => import('../features/planner/planner-page'), 'PlannerPage')
export const MyProfilePage = lazyPage(loadProfilePage, 'MyProfilePage')
export const UserProfilePage = lazyPage(loadProfilePage, 'UserProfilePage')
export const SettingsPage = lazyPage(
  () => import('../features/settings/settings-page'),
  'SettingsPage',
)
export const GroupsPage = lazyPage(() => import('../features/groups/groups-page'), 'GroupsPage')
export const GroupDetailPage = lazyPage(
  () => import('../features/groups/group-detail-page'),
  'GroupDetailPage',
)

/** The dashboard's tabs by the first part of their path after /dashboard/ (feed when none). */
const dashboardTabs: Record<string, { preload(): Promise<unknown> }> = {
  feed: FeedPage,
  overview: OverviewPage,
  inputs: MealInputsPage,
  mealplan: PlannerPage,
  profile: MyProfilePage,
  settings: SettingsPage,
  groups: { preload: () => Promise.all([GroupsPage.preload(), GroupDetailPage.preload()]) },
}

/**
 * Starts fetching everything a signed-in page at `pathname` needs at once (the
 * guard, the dashboard shell, the tab), rather than each after the one before
 * has rendered, and the shell and tab while the guard asks the server about the
 * profile.
 */
export function preloadSignedInPage(pathname: string) {
  void QueryScope.preload()
  void OnboardingGuard.preload()
  if (pathname.startsWith('/onboarding')) {
    void OnboardingPage.preload()
    return
  }
  const tab = pathname.split('/')[2] || 'feed'
  void DashboardLayout.preload()
  void (dashboardTabs[tab] ?? FeedPage).preload()
}

/** The tabs whose first data is asked for as the app starts (see startSignedInPage). */
const dashboardTabData: Record<string, () => Promise<(userId: number) => void>> = {
  feed: () => import('../features/feed/feed-prefetch').then(({ prefetchFeed }) => prefetchFeed),
}

const isSignedInPage = (pathname: string) => /^\/(dashboard|onboarding)(\/|$)/.test(pathname)

/**
 * Called by the entry script before React renders: a signed-in visit starts
 * fetching its page's code and the onboarding guard's answers at once, and the
 * tab's first data as soon as the server has passed the guard's health check.
 * Otherwise the code would wait for React to draw the route, chunk by chunk,
 * the guard's calls for its code, and the tab's data for the guard's calls to
 * come back.
 */
export function startSignedInPage(pathname: string) {
  const user = readStoredUser()
  if (!user || !isSignedInPage(pathname)) return
  preloadSignedInPage(pathname)
  const tab = pathname.startsWith('/dashboard') ? pathname.split('/')[2] || 'feed' : undefined
  const loadTabData = tab ? dashboardTabData[tab] : undefined
  const tabData = loadTabData ? loadTabData() : Promise.resolve(undefined)
  const check = import('./onboarding-guard').then(({ startOnboardingCheck }) =>
    startOnboardingCheck(user.id),
  )
  void Promise.all([check, tabData])
    .then(([healthy, prefetchTab]) => {
      if (healthy) prefetchTab?.(user.id)
    })
    .catch(() => {})
}

/** Every lazy page's code, for tests that render pages at once as a returning visitor would. */
export const preloadAllPages = () =>
  Promise.all(
    [
      QueryScope,
      OnboardingGuard,
      LoginPage,
      RegisterPage,
      OnboardingPage,
      DashboardLayout,
      ...Object.values(dashboardTabs),
      UserProfilePage,
    ].map((page) => page.preload()),
  )
