import type { ComponentType } from 'react'
import {
  redirect,
  useLocation,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router'
import { LandingPage } from '../features/landing/landing-page'
import { RouteFallback } from '../ui/route-fallback'
import { FullPageSpinner } from '../ui/spinner'
import { publicOnly, requireSignedIn, SignedInOutlet } from './guards'
import { pageCodeLoaded } from './new-build'
import { onboardingGuard } from './onboarding-guard'
import { feedData, tabFirstData } from './page-data'
import { QueryScope } from './query-scope'
import { PageCodeError } from './route-error'
import { RouteErrorElement } from './route-error-element'

/**
 * A route's page as a chunk of its own (route `lazy`), fetched beside the
 * route's data. Takes a named export (the codebase has no default exports);
 * code that does not arrive is a PageCodeError for the route's errorElement.
 */
export function routePage<M>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    let module: M
    try {
      module = await load()
    } catch (error) {
      throw new PageCodeError(name, { cause: error })
    }
    pageCodeLoaded()
    return { Component: module[name] as ComponentType }
  }
}

/**
 * The guards decide once a visit to their page (decision 008): not again for
 * another tab, a changed query (?edit=goals) or the wizard's own save; only
 * when asked (Try again, or someone signing in or out: app-router.tsx).
 */
const onlyWhenAsked: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.href === nextUrl.href

// what a signed-in page shows while its guard, its code and its first data come
const CheckingProfile = () => <FullPageSpinner label="Checking your profile..." />
const LoadingDashboard = () => <FullPageSpinner />

/** The landing page inside the router: it reads the line another page left it. */
const LandingRoute = () => <LandingPage state={useLocation().state} />

/**
 * The route table of spec §2. Every page but the landing page is a chunk
 * loaded on first visit, beside its route's data. A page that fails shows why,
 * with Try again: a dashboard tab under the dashboard's header, any other page
 * on its own. A function, so that a new router gets new routes (its `lazy`
 * results are kept per route object).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: (
        <RouteErrorElement className="grid min-h-dvh place-items-center bg-stone-50 px-4 py-10" />
      ),
      HydrateFallback: RouteFallback,
      children: [
        { path: '/', Component: LandingRoute },
        {
          Component: QueryScope,
          children: [
            {
              path: '/login',
              loader: publicOnly,
              lazy: routePage(() => import('../features/auth/login-page'), 'LoginPage'),
            },
            {
              path: '/register',
              lazy: routePage(() => import('../features/auth/register-page'), 'RegisterPage'),
            },
            {
              path: '/reset-password',
              lazy: routePage(
                () => import('../features/auth/reset-password-page'),
                'ResetPasswordPage',
              ),
            },
            {
              // signed-in pages: the sign-in guard, and nothing drawn once the person signed out
              loader: requireSignedIn,
              shouldRevalidate: onlyWhenAsked,
              Component: SignedInOutlet,
              children: [
                {
                  path: '/onboarding',
                  loader: onboardingGuard(false),
                  shouldRevalidate: onlyWhenAsked,
                  HydrateFallback: CheckingProfile,
                  lazy: routePage(() => import('./routes/onboarding-route'), 'OnboardingRoute'),
                },
                {
                  path: '/dashboard',
                  loader: onboardingGuard(true),
                  shouldRevalidate: onlyWhenAsked,
                  HydrateFallback: LoadingDashboard,
                  lazy: routePage(() => import('./dashboard/dashboard-layout'), 'DashboardLayout'),
                  children: [
                    {
                      // a tab that fails shows why in its place, under the dashboard's header
                      errorElement: <RouteErrorElement className="py-6 sm:py-10" />,
                      children: dashboardTabs(),
                    },
                  ],
                },
              ],
            },
            { path: '*', loader: () => redirect('/dashboard') },
          ],
        },
      ],
    },
  ]
}

/** The dashboard's tabs, at /dashboard/…: one line each. */
function dashboardTabs(): RouteObject[] {
  return [
    { index: true, loader: () => redirect('/dashboard/feed') },
    {
      path: 'feed',
      loader: feedData,
      lazy: routePage(() => import('./routes/feed-page'), 'FeedPage'),
    },
    {
      path: 'overview',
      ...tabFirstData('overview'),
      lazy: routePage(() => import('./routes/overview-route'), 'OverviewRoute'),
    },
    {
      path: 'inputs',
      ...tabFirstData('mealInputs'),
      lazy: routePage(() => import('../features/meals/meal-inputs-page'), 'MealInputsPage'),
    },
    {
      path: 'mealplan',
      ...tabFirstData('planner'),
      lazy: routePage(() => import('../features/planner/planner-page'), 'PlannerPage'),
    },
    {
      path: 'profile',
      ...tabFirstData('myProfile'),
      lazy: routePage(() => import('./routes/profile-routes'), 'MyProfileRoute'),
    },
    {
      path: 'profile/:username',
      ...tabFirstData('userProfile'),
      lazy: routePage(() => import('./routes/profile-routes'), 'UserProfileRoute'),
    },
    {
      path: 'settings',
      ...tabFirstData('settings'),
      lazy: routePage(() => import('../features/settings/settings-page'), 'SettingsPage'),
    },
    {
      path: 'groups',
      ...tabFirstData('groups'),
      lazy: routePage(() => import('../features/groups/groups-page'), 'GroupsPage'),
    },
    {
      path: 'groups/:id',
      ...tabFirstData('group'),
      lazy: routePage(() => import('./routes/group-detail-route'), 'GroupDetailRoute'),
    },
    {
      path: 'posts/:id',
      ...tabFirstData('post'),
      lazy: routePage(() => import('./routes/post-route'), 'PostRoute'),
    },
    { path: '*', loader: () => redirect('/dashboard/feed') },
  ]
}
