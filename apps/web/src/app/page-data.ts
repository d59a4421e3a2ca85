import type { LoaderFunctionArgs } from 'react-router'
import { postQueries } from '../features/posts/posts.queries'
import { profileQueries } from '../lib/profile/profile-api'
import { requireSignedIn } from './guards'
import { queryClientOf } from './query-scope'

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
