import { apiRequest } from '../../lib/api-client'
import { sampleGroupsMatching, samplePeopleMatching } from './sample-search-data'

export type SearchKind = 'users' | 'groups'

export interface PersonResult {
  id: number | string
  name: string
  username: string
  avatarUrl: string | null
}

/** The picture that stands in for a group until groups have their own images. */
export type GroupSymbol = 'sprout' | 'dumbbell' | 'meal-prep' | 'mindful' | 'group'

export interface GroupResult {
  id: number | string
  name: string
  symbol: GroupSymbol
  memberCount: number
}

export type SearchResults = {
  query: string
  kind: SearchKind
  people: PersonResult[]
  groups: GroupResult[]
  /** true when these are the built-in samples, not the server's answer */ samples: boolean
}

// The shapes the search endpoints are expected to answer (spec §7: the list sits
// in data.users / data.groups or at the top level). Every field is optional
// because the endpoints do not exist yet.
interface UserRow {
  id?: number | string
  first_name?: string | null
  last_name?: string | null
  username?: string | null
  profile_picture?: string | null
}

interface GroupRow {
  id?: number | string
  name?: string | null
  member_count?: number | null
  members_count?: number | null
  members?: number | null
}

type ListAnswer<K extends string, Row> = Partial<Record<K, Row[]>> & {
  data?: Partial<Record<K, Row[]>>
}

/**
 * The header search (spec §2). A failed call, or an answer without a list, falls
 * back to the built-in samples filtered by the query (spec §8); the failure is
 * only logged.
 */
export async function searchHeader(
  kind: SearchKind,
  query: string,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const path = `/api/social/search/${kind}?q=${encodeURIComponent(query)}`
  try {
    if (kind === 'users') {
      const answer = await apiRequest<ListAnswer<'users', UserRow>>(path, { signal })
      const rows = answer?.data?.users ?? answer?.users
      if (!Array.isArray(rows)) throw new Error('The answer has no users list')
      return { query, kind, people: rows.map(toPerson), groups: [], samples: false }
    }
    const answer = await apiRequest<ListAnswer<'groups', GroupRow>>(path, { signal })
    const rows = answer?.data?.groups ?? answer?.groups
    if (!Array.isArray(rows)) throw new Error('The answer has no groups list')
    return { query, kind, people: [], groups: rows.map(toGroup), samples: false }
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

// Fallback display names of spec §8: 'User' for first and last name, 'user{id}'.
function toPerson(row: UserRow, index: number): PersonResult {
  const id = row.id ?? `result-${index}`
  return {
    id,
    name: `${row.first_name || 'User'} ${row.last_name || 'User'}`,
    username: row.username || `user${id}`,
    avatarUrl: row.profile_picture ?? null,
  }
}

function toGroup(row: GroupRow, index: number): GroupResult {
  return {
    id: row.id ?? `result-${index}`,
    name: row.name || 'Untitled group',
    symbol: 'group',
    memberCount: row.member_count ?? row.members_count ?? row.members ?? 0,
  }
}
