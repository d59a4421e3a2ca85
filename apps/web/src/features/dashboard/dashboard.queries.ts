import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { searchHeader, type SearchKind } from './search-api'

export const PROFILE_HEALTH_TIMEOUT_MS = 5_000

export const dashboardKeys = {
  all: ['dashboard'] as const,
  profileHealth: () => [...dashboardKeys.all, 'profile-health'] as const,
  search: (kind: SearchKind, query: string) =>
    [...dashboardKeys.all, 'search', kind, query] as const,
}

/**
 * The shell's one health check of the profile service (spec §2, §7: 5 s). It runs
 * once per visit: the badge reports how the initial check went, not a live status.
 */
export function useProfileHealth() {
  return useQuery({
    queryKey: dashboardKeys.profileHealth(),
    queryFn: ({ signal }) =>
      apiRequest<unknown>('/api/profile/health', {
        timeoutMs: PROFILE_HEALTH_TIMEOUT_MS,
        signal,
      }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

/** Results for an already debounced, trimmed query; nothing is fetched for ''. */
export function useHeaderSearch(kind: SearchKind, query: string) {
  return useQuery({
    queryKey: dashboardKeys.search(kind, query),
    queryFn: ({ signal }) => searchHeader(kind, query, signal),
    enabled: query !== '',
    // keep the last list on screen while the next query loads, so it does not flicker
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
