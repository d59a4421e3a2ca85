import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { postQueries } from '../features/posts/posts.queries'
import { profileQueries } from '../lib/profile/profile-api'
import { requireSignedIn } from './guards'
import { queryClientOf } from './query-scope'
import type { TabName } from './tab-data'

// The first data of a page, asked for by its route's loader while the router
// fetches the page's code: each through the query options its page reads
// with, into the signed-in person's query cache.

/**
 * The feed's first page of posts, the largest thing it shows. Spec §4's
 * order holds: the onboarding guard's health check first (one call, which the
 * guard shares), then the posts beside the guard's profile.
 */
export async function feedData(args: LoaderFunctionArgs) {
  const { id } = requireSignedIn(args)
  const client = queryClientOf(id)
  await client.ensureQueryData(profileQueries.health(id))
  // the router went elsewhere meanwhile: ask no more
  args.request.signal.throwIfAborted()
  await client.ensureInfiniteQueryData(postQueries.feed(id))
  return null
}

/**
 * A dashboard tab's loader, spread into its route: starts the tab's first
 * queries (tab-data.ts) beside the tab's code, once the guard's health check
 * and profile have answered (spec §4's order; the same calls, shared). It
 * waits for neither: the tab draws its own loading state and §8's fall-backs,
 * and a guard that trusts a just-finished wizard lets the page show first. A
 * profile that could not be read (a session ended elsewhere, no profile yet,
 * no server) starts nothing: the guard and the page decide what comes next.
 * The starters are a chunk of their own, so the query code of every tab stays
 * out of the feed's first load; if it fails to arrive, the page asks itself.
 */
export function tabFirstData(tab: TabName): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: (args) => {
      const user = requireSignedIn(args)
      const client = queryClientOf(user.id)
      void Promise.all([
        import('./tab-data'),
        client.ensureQueryData(profileQueries.health(user.id)).then(() => {
          // the router went elsewhere meanwhile (Delete account's dialog steps Back
          // through Settings on its way out): ask nothing of an account that is gone
          args.request.signal.throwIfAborted()
          return client.ensureQueryData(profileQueries.mine(user.id))
        }),
      ]).then(
        ([{ tabData }]) => {
          // the router went elsewhere meanwhile: ask no more
          if (!args.request.signal.aborted) tabData[tab](client, user, args.params)
        },
        () => {},
      )
      return null
    },
    // not again for the same page: a changed query (?edit=goals) is no new page
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
  }
}
