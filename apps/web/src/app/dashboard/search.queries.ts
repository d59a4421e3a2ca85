import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { peopleKeys } from '../../lib/people/people-keys'
import { searchHeader, type SearchKind } from './search-api'

// apart from dashboard.queries.ts, whose health check every page reads: the
// search's calls and samples come with its code, when it is first opened

export const searchQueries = {
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

/** Results for an already debounced, trimmed query; nothing is fetched for ''. */
export function useHeaderSearch(kind: SearchKind, query: string) {
  return useQuery({
    ...searchQueries.headerSearch(useUserId(), kind, query),
    enabled: query !== '',
    // keep the last list on screen while the next query loads, so it does not flicker
    placeholderData: keepPreviousData,
  })
}
