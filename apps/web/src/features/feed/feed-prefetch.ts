import { parseIsoDate, todayIso } from '@platewise/core'
import { appQueryClient } from '../../lib/query-client'
import { groupQueries } from '../groups/groups.queries'
import { mealQueries } from '../meals/meal.queries'
import { postQueries } from '../posts/posts.queries'
import { socialProfileQueries } from '../profile/profile.queries'

/**
 * Asks for what the feed shows first (its panels' queries, as they ask for
 * them) into the app's query cache, for a visit that opens the feed: the
 * answers are on their way while the onboarding guard asks about the
 * profile, instead of after it. Filed under the user's id like every answer,
 * and cleared with the cache at sign-out.
 */
export function prefetchFeed(userId: number) {
  const client = appQueryClient()
  const today = todayIso()
  const { year, month } = parseIsoDate(today)
  void client.prefetchInfiniteQuery(postQueries.feed(userId))
  void client.prefetchQuery(socialProfileQueries.profile(userId, String(userId)))
  void client.prefetchQuery(mealQueries.day(userId, today))
  void client.prefetchQuery(mealQueries.calendar(userId, year, month))
  void client.prefetchQuery(groupQueries.list(userId))
}
