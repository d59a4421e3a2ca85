import type { SearchGroup, SearchUser } from '@platewise/core'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useUserId } from '../../lib/auth-context'
import { peopleQueries } from '../../lib/people/people.queries'

export type DiscoverMode = 'start' | 'search' | 'recent'
export type DiscoverList = 'people' | 'groups'

export interface DiscoverSearch {
  people: SearchUser[]
  groups: SearchGroup[]
  /** How many match in all, shown or not (each list's own total) */
  totals: Record<DiscoverList, number>
  hasMore: Record<DiscoverList, boolean>
  /** The first page of each list asked for has arrived */
  loaded: boolean
  fetching: boolean
  failed: boolean
  loadingMore: boolean
  moreFailed: boolean
  /** Appends the next page of the lists named (those that have more) */
  loadMore(lists: DiscoverList[]): Promise<void>
  retry(): void
}

/**
 * Discover's two lists for a trimmed, debounced query. People and groups are
 * asked for separately (`/search/users`, `/search/groups`), each a page of
 * §9's five at a time by offset, so each tab can show its own total; the
 * start's Show Recent Users asks for people only, with an empty query. While
 * the next query runs, the last results stay on screen.
 */
export function useDiscoverSearch(query: string, mode: DiscoverMode): DiscoverSearch {
  const userId = useUserId()
  const users = useInfiniteQuery({
    ...peopleQueries.discoverUsers(userId, query),
    enabled: mode !== 'start',
    placeholderData: keepPreviousData,
  })
  const withGroups = mode === 'search'
  const groups = useInfiniteQuery({
    ...peopleQueries.discoverGroups(userId, query),
    enabled: withGroups,
    placeholderData: keepPreviousData,
  })

  const people = users.data?.pages.flatMap((page) => page.users) ?? []
  // the recent members come without groups, even while an earlier search's are kept
  const groupRows = withGroups ? (groups.data?.pages.flatMap((page) => page.groups) ?? []) : []
  const total = (pages: { total: number }[] | undefined, shown: number) =>
    Math.max(pages?.at(-1)?.total ?? 0, shown)
  const lists = { people: users, groups } as const
  const hasMore = {
    people: users.hasNextPage && !users.isPlaceholderData,
    groups: withGroups && groups.hasNextPage && !groups.isPlaceholderData,
  }

  return {
    people,
    groups: groupRows,
    totals: {
      people: total(users.data?.pages, people.length),
      groups: withGroups ? total(groups.data?.pages, groupRows.length) : 0,
    },
    hasMore,
    loaded: users.data !== undefined && (!withGroups || groups.data !== undefined),
    fetching: users.isFetching || (withGroups && groups.isFetching),
    failed:
      (users.isError && !users.isFetchNextPageError) ||
      (withGroups && groups.isError && !groups.isFetchNextPageError),
    loadingMore: users.isFetchingNextPage || groups.isFetchingNextPage,
    moreFailed: users.isFetchNextPageError || (withGroups && groups.isFetchNextPageError),
    loadMore: async (wanted) => {
      await Promise.all(
        wanted.filter((list) => hasMore[list]).map((list) => lists[list].fetchNextPage()),
      )
    },
    retry: () => {
      void users.refetch()
      if (withGroups) void groups.refetch()
    },
  }
}
