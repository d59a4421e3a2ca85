import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useUserId } from '../../app/auth-context'
import { profileQueries } from '../onboarding/profile-api'
import { searchHeader, type SearchKind } from './search-api'

export const dashboardKeys = {
  search: (userId: number, kind: SearchKind, query: string) =>
    ['user', userId, 'search', kind, query] as const,
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
    queryKey: dashboardKeys.search(useUserId(), kind, query),
    queryFn: ({ signal }) => searchHeader(kind, query, signal),
    enabled: query !== '',
    // keep the last list on screen while the next query loads, so it does not flicker
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
