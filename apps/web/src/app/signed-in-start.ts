import { postKeys } from '../lib/posts/post-keys'
import { postsApi } from '../features/posts/posts-api'
import { readStoredUser } from '../lib/auth-storage'
import { askEarly } from '../lib/early-answers'
import { startOnboardingCheck } from './onboarding-check'
import { dashboardTabOf, signedInPageLoaders } from './page-loaders'

/** The first answer each dashboard tab shows, asked for as the app starts (for the tabs that have one). */
const dashboardTabFirstCalls: Record<string, (userId: number) => void> = {
  // Only the posts, the largest thing the feed shows: the side panels' calls,
  // made beside them, kept the server from answering the posts sooner.
  feed: (userId) => void askEarly(postKeys.feed(userId), () => postsApi.feed(undefined)),
}

const isSignedInPage = (pathname: string) => /^\/(dashboard|onboarding)(\/|$)/.test(pathname)

/**
 * The start of a signed-in visit, before React renders (or has even run its
 * own code: main.tsx imports this module first). The page's code and the
 * onboarding guard's health check are asked for at once, then the profile
 * beside the tab's first data, with plain calls that need neither React nor
 * the query cache; the queries take the answers when they first ask
 * (lib/early-answers.ts). Otherwise each would wait for the one before: the
 * code for React to draw the route chunk by chunk, the guard's calls for its
 * code, and the tab's data for the guard's answers.
 */
export function startSignedInPage(pathname: string) {
  const user = readStoredUser()
  if (!user || !isSignedInPage(pathname)) return
  for (const load of signedInPageLoaders(pathname)) void load().catch(() => {})
  const askTabData = pathname.startsWith('/dashboard')
    ? dashboardTabFirstCalls[dashboardTabOf(pathname)]
    : undefined
  // beside the profile, once the server is known to be up and to take the session
  void startOnboardingCheck(user.id).then((healthy) => {
    if (healthy) askTabData?.(user.id)
  })
}

startSignedInPage(window.location.pathname)
