import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { peopleKeys } from '../../lib/people/people-keys'
import { profileQueries } from '../../lib/profile/profile-api'
import { searchHeader, type SearchKind } from './search-api'

export const dashboardQueries = {
  /**
   * The header search's results for a trimmed query. Filed with the people
   * (`peopleKeys`), so a follow from its Add Friend shows in every list.
   */
  headerSearch: (userId: number, kind: SearchKind, query: string) =>
    queryOptions({
      queryKey: peopleKeys.headerSearch(userId, kind, query),
      queryFn: ({ signal }) => searchHeader(kind, query, signal),
      staleTime: 30_000,
    }),
}

/**
 * Whether the initial profile health check succeeded (spec §2): the onboarding
 * guard usually asked already, and the badge reads its answer from the cache.
 */
export function useProfileHealth() {
  return useQuery(profileQueries.health(useUserId()))
}

/** Results for an already debounced, trimmed query; nothing is fetched for ''. */
export function useHeaderSearch(kind: SearchKind, query: string) {
  return useQuery({
    ...dashboardQueries.headerSearch(useUserId(), kind, query),
    enabled: query !== '',
    // keep the last list on screen while the next query loads, so it does not flicker
    placeholderData: keepPreviousData,
  })
}
