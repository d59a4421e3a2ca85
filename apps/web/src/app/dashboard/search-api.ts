import type { SearchGroup, SearchUser } from '@platewise/core'
import { peopleApi, type SearchKind } from '../../lib/people/people-api'
import { sampleGroupsMatching, samplePeopleMatching } from './sample-search-data'

export type { SearchKind } from '../../lib/people/people-api'

export interface HeaderSearchResults {
  query: string
  kind: SearchKind
  people: SearchUser[]
  groups: SearchGroup[]
  /** true when these are the built-in samples because the search failed, not the server's answer */
  samples: boolean
}

/**
 * The header search (spec §2): the first page of people or groups matching
 * the query. Only a failed call (no answer, an error status, or an answer
 * without the list) falls back to the built-in samples filtered by the query
 * (spec §8); the failure is logged and the panel says so.
 */
export async function searchHeader(
  kind: SearchKind,
  query: string,
  signal?: AbortSignal,
): Promise<HeaderSearchResults> {
  try {
    if (kind === 'users') {
      const { users } = await peopleApi.searchUsers({ query, signal })
      if (!Array.isArray(users)) throw new Error('The answer has no users list')
      return { query, kind, people: users, groups: [], samples: false }
    }
    const { groups } = await peopleApi.searchGroups({ query, signal })
    if (!Array.isArray(groups)) throw new Error('The answer has no groups list')
    return { query, kind, people: [], groups, samples: false }
  } catch (error) {
    if (signal?.aborted) throw error
    console.warn(`Header search for ${kind} failed; showing sample results`, error)
    return {
      query,
      kind,
      people: kind === 'users' ? samplePeopleMatching(query) : [],
      groups: kind === 'groups' ? sampleGroupsMatching(query) : [],
      samples: true,
    }
  }
}
