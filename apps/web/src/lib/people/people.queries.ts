import { SEARCH_PAGE_SIZE } from '@platewise/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { peopleApi } from './people-api'
import { peopleKeys, type FollowList } from './people-keys'

/**
 * The offset of the page after `pages`: how many rows they hold, so a row
 * that arrived meanwhile shifts the next page by one instead of being skipped.
 * No next page when the server says so, or when a page came back empty
 * (asking again from the same offset would never end).
 */
function nextOffset<P extends { hasMore: boolean }>(rows: (page: P) => unknown[]) {
  return (last: P, pages: P[]) =>
    last.hasMore && rows(last).length > 0
      ? pages.reduce((count, page) => count + rows(page).length, 0)
      : undefined
}

/** One definition per cached answer about people (decision 008). */
export const peopleQueries = {
  /** Discover's people, a page of §9's five at a time; '' lists the newest members */
  discoverUsers: (userId: number, query: string) =>
    infiniteQueryOptions({
      queryKey: peopleKeys.discoverSearch(userId, 'users', query),
      queryFn: ({ pageParam, signal }) =>
        peopleApi.searchUsers({ query, offset: pageParam, limit: SEARCH_PAGE_SIZE, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset((page: { users: unknown[]; hasMore: boolean }) => page.users),
    }),

  discoverGroups: (userId: number, query: string) =>
    infiniteQueryOptions({
      queryKey: peopleKeys.discoverSearch(userId, 'groups', query),
      queryFn: ({ pageParam, signal }) =>
        peopleApi.searchGroups({ query, offset: pageParam, limit: SEARCH_PAGE_SIZE, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset((page: { groups: unknown[]; hasMore: boolean }) => page.groups),
    }),

  /** A profile's followers or following, a page at a time by `next_cursor` */
  list: (userId: number, list: FollowList, ref: string) =>
    infiniteQueryOptions({
      queryKey: peopleKeys.list(userId, list, ref),
      queryFn: ({ pageParam, signal }) => peopleApi.list(list, ref, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
}
