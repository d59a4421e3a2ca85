import { followRoutes, searchRoutes } from '@platewise/core'
import { callApi } from '../api-client'
import type { FollowList } from './people-keys'

/** The two lists of §3 Search response: people (users) and groups. */
export type SearchKind = 'users' | 'groups'

/** §9: a search is sent 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/** A page of search results; the server's defaults (§7: limit 5, offset 0) when left out. */
export interface SearchPageInput {
  query: string
  offset?: number
  limit?: number
  signal?: AbortSignal
}

/**
 * The follow and search calls (§7; DESIGN.md §5 adds unfollow and the lists).
 * A person is named by their user id, which cannot change under a page as a
 * username can.
 */
export const peopleApi = {
  follow: (personId: number) => callApi(followRoutes.follow, { params: { id: String(personId) } }),
  unfollow: (personId: number) =>
    callApi(followRoutes.unfollow, { params: { id: String(personId) } }),
  /** A page of a profile's followers or following, after `before` (the last page's next_cursor) */
  list: (list: FollowList, ref: string, before: string | undefined, signal?: AbortSignal) =>
    callApi(followRoutes[list], { params: { id: ref }, query: { before } }, { signal }),
  searchUsers: ({ query, offset, limit, signal }: SearchPageInput) =>
    callApi(searchRoutes.users, { query: { q: query, offset, limit } }, { signal }),
  searchGroups: ({ query, offset, limit, signal }: SearchPageInput) =>
    callApi(searchRoutes.groups, { query: { q: query, offset, limit } }, { signal }),
}
