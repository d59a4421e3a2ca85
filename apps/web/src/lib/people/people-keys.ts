import type { SearchKind } from './people-api'

/**
 * Query keys of everything that holds people and whether the viewer follows
 * them: searches and followers/following lists, filed under the viewer
 * (decision 008). A follow or an unfollow writes its answer into every key
 * under `peopleKeys.all(userId)`; the profiles it changes sit under
 * `postKeys.profile` and are written too (see follow-cache.ts).
 */
export const peopleKeys = {
  all: (userId: number) => ['user', userId, 'people'] as const,
  /** The Discover modal's searches, a page at a time; dropped when the modal closes */
  discover: (userId: number) => [...peopleKeys.all(userId), 'discover'] as const,
  discoverSearch: (userId: number, kind: SearchKind, query: string) =>
    [...peopleKeys.discover(userId), kind, query] as const,
  /** The header's search: one list, or the built-in samples when the call failed */
  headerSearch: (userId: number, kind: SearchKind, query: string) =>
    [...peopleKeys.all(userId), 'header-search', kind, query] as const,
  lists: (userId: number) => [...peopleKeys.all(userId), 'lists'] as const,
  /** A profile's followers or following, by the profile's user id or username */
  list: (userId: number, list: FollowList, ref: string) =>
    [...peopleKeys.lists(userId), list, ref] as const,
}

export type FollowList = 'followers' | 'following'
