import { lazyPage, type LazyPage } from './lazy-page'
import { pageLoaders, signedInPageLoaders } from './page-loaders'

type Loader = () => Promise<unknown>

/** The pages made from each loader, to preload by loader. */
const pagesByLoader = new Map<Loader, LazyPage<never>[]>()

// Every page but the landing page is a chunk of its own (page-loaders.ts): the
// landing page is what most first visits open, and it should not wait for a
// second request.
function page<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const lazy = lazyPage(load, name)
  pagesByLoader.set(load, [...(pagesByLoader.get(load) ?? []), lazy as LazyPage<never>])
  return lazy
}

export const QueryScope = page(pageLoaders.queryScope, 'QueryScope')
export const OnboardingGuard = page(pageLoaders.onboardingGuard, 'OnboardingGuard')
export const LoginPage = page(pageLoaders.login, 'LoginPage')
export const RegisterPage = page(pageLoaders.register, 'RegisterPage')
export const OnboardingPage = page(pageLoaders.onboarding, 'OnboardingPage')
export const DashboardLayout = page(pageLoaders.dashboardLayout, 'DashboardLayout')
export const FeedPage = page(pageLoaders.feed, 'FeedPage')
export const OverviewPage = page(pageLoaders.overview, 'OverviewRoute')
export const MealInputsPage = page(pageLoaders.mealInputs, 'MealInputsPage')
export const PlannerPage = page(pageLoaders.planner, 'PlannerPage')
export const MyProfilePage = page(pageLoaders.profile, 'MyProfileRoute')
export const UserProfilePage = page(pageLoaders.profile, 'UserProfileRoute')
export const SettingsPage = page(pageLoaders.settings, 'SettingsPage')
export const GroupsPage = page(pageLoaders.groups, 'GroupsPage')
export const GroupDetailPage = page(pageLoaders.groupDetail, 'GroupDetailRoute')

/**
 * Starts fetching everything a signed-in page at `pathname` needs at once (the
 * query cache, the guard, the dashboard shell, the tab), rather than each after
 * the one before has rendered, and the shell and tab while the guard asks the
 * server about the profile. Preloaded this way, each page renders at once
 * when its turn comes, without a frame of fallback.
 */
export function preloadSignedInPage(pathname: string) {
  for (const load of signedInPageLoaders(pathname)) {
    // a page whose code fails here says so when it renders (its route's error boundary)
    for (const lazy of pagesByLoader.get(load) ?? []) lazy.preload().catch(() => {})
  }
}

/** Every lazy page's code, for tests that render pages at once as a returning visitor would. */
export const preloadAllPages = () =>
  Promise.all([...pagesByLoader.values()].flat().map((lazy) => lazy.preload()))
