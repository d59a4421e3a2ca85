import { addDays, type IsoDate } from '@platewise/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '../../lib/api-error'
import { mealKeys, mealsApi } from '../meals/meals-api'
import { getProfile, profileKeys } from '../onboarding/profile-api'

// The overview's data: the profile, today's meals, the week on the strip and the
// last 7 days for the weight outlook. Every meal-shaped key sits under
// mealKeys.all, so one invalidation refreshes the whole page.

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

/**
 * The profile. The cache holds GET /api/profile's answer as is, so any screen
 * can share the key; a 404 (no profile yet) stays an error for the page to read.
 */
export function useOverviewProfile() {
  return useQuery({
    queryKey: profileKeys.mine(),
    queryFn: ({ signal }) => getProfile(signal),
    select: (response) => response.profile,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  })
}

// §8 Other: failures of the meals load and of week data are logged and shown as
// empty days, never as an error on the page.
function orEmpty<T>(load: Promise<T[]>, what: string): Promise<T[]> {
  return load.catch((error: unknown) => {
    console.warn(`Could not load ${what}`, error)
    return []
  })
}

export function useTodaysMeals(today: IsoDate) {
  return useQuery({
    queryKey: mealKeys.day(today),
    queryFn: () => orEmpty(mealsApi.forDay(today), `the meals of ${today}`),
  })
}

const diaryOrEmpty = (start: IsoDate, end: IsoDate) =>
  orEmpty(mealsApi.diary(start, end), `the diary for ${start} to ${end}`)

/** The Sunday-start week on the strip; the previous week stays on screen while the next loads. */
export function useWeekSummaries(weekStart: IsoDate) {
  const weekEnd = addDays(weekStart, 6)
  return useQuery({
    queryKey: mealKeys.diary(weekStart, weekEnd),
    queryFn: () => diaryOrEmpty(weekStart, weekEnd),
    placeholderData: keepPreviousData,
  })
}

/** The 7 days ending today, for the weight outlook (§9 weekly analysis). */
export function useLastSevenDays(today: IsoDate) {
  const from = addDays(today, -6)
  return useQuery({
    queryKey: mealKeys.diary(from, today),
    queryFn: () => diaryOrEmpty(from, today),
  })
}

/** Refetches everything on the page but leaves a fetch already under way alone. */
export function useRefreshOverview() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }, { cancelRefetch: false }),
      queryClient.invalidateQueries({ queryKey: mealKeys.all }, { cancelRefetch: false }),
    ])
}
