import { readStoredUser } from '../lib/auth-storage'
import { dashboardTabOf, pageLoaders, signedInPageLoaders } from './page-loaders'

/** The tabs whose first data is asked for as the app starts. */
const dashboardTabData: Record<string, () => Promise<(userId: number) => void>> = {
  feed: () => import('../features/feed/feed-prefetch').then(({ prefetchFeed }) => prefetchFeed),
}

const isSignedInPage = (pathname: string) => /^\/(dashboard|onboarding)(\/|$)/.test(pathname)

/**
 * The start of a signed-in visit, before React renders (or has even run its
 * own code: main.tsx imports this module first). Its page's code and the
 * onboarding guard's answers are asked for at once, and the tab's first data
 * as soon as the server has passed the guard's health check. Otherwise the
 * code would wait for React to draw the route, chunk by chunk, the guard's
 * calls for its code, and the tab's data for the guard's calls to come back.
 */
export function startSignedInPage(pathname: string) {
  const user = readStoredUser()
  if (!user || !isSignedInPage(pathname)) return
  for (const load of signedInPageLoaders(pathname)) void load().catch(() => {})
  const loadTabData = pathname.startsWith('/dashboard')
    ? dashboardTabData[dashboardTabOf(pathname)]
    : undefined
  const tabData = loadTabData ? loadTabData() : Promise.resolve(undefined)
  const check = pageLoaders
    .onboardingGuard()
    .then(({ startOnboardingCheck }) => startOnboardingCheck(user.id))
  void Promise.all([check, tabData])
    .then(([healthy, prefetchTab]) => {
      if (healthy) prefetchTab?.(user.id)
    })
    .catch(() => {})
}

startSignedInPage(window.location.pathname)
