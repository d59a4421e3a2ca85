import { addDays, weeklyAnalysisWindow, type IsoDate } from '@platewise/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { mealQueries } from '../../lib/meals/meal.queries'
import { mealKeys } from '../../lib/meals/meals-api'
import { profileKeys } from '../../lib/profile/profile-calls'

// The overview's data beyond the profile and today's meals: the week on the
// strip and the last 7 days for the weight outlook. §8 Other: when they fail
// to load, the cards show the days as empty (the cache keeps the failure).

/** The Sunday-start week on the strip; the previous week stays on screen while the next loads. */
export function useWeekSummaries(weekStart: IsoDate) {
  return useQuery({
    ...mealQueries.diary(useUserId(), weekStart, addDays(weekStart, 6)),
    placeholderData: keepPreviousData,
  })
}

/** The 7 finished days before today, for the weight outlook (§9 weekly analysis). */
export function useLastSevenDays(today: IsoDate) {
  const { from, to } = weeklyAnalysisWindow(today)
  return useQuery(mealQueries.diary(useUserId(), from, to))
}

/** Refetches everything on the page but leaves a fetch already under way alone. */
export function useRefreshOverview() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return () =>
    Promise.all([
      queryClient.invalidateQueries(
        { queryKey: profileKeys.all(userId) },
        { cancelRefetch: false },
      ),
      queryClient.invalidateQueries({ queryKey: mealKeys.all(userId) }, { cancelRefetch: false }),
    ])
}
