import type { SearchGroup, SearchResponse, SearchUser } from '@platewise/core'
import type { Database } from '../../db/client'
import { presentFoundGroup, presentFoundPerson } from './search.presenter'
import {
  countEveryoneElse,
  countGroups,
  countPeople,
  findGroups,
  findPeople,
  inSearchTransaction,
  newestPeople,
  type SearchPage,
} from './search.queries'

export interface SearchRequest extends SearchPage {
  /** trimmed by the contract's schema */
  q: string
}

interface Found<T> {
  rows: T[]
  total: number
}

/** Runs of spaces read as one, so 'ada   lovelace' is the full name 'ada lovelace'. */
export function normaliseQuery(q: string) {
  return q.replace(/\s+/g, ' ').trim()
}

const hasMore = (page: SearchPage, found: Found<unknown>) =>
  page.offset + found.rows.length < found.total

const nothing = <T>(): Found<T> => ({ rows: [], total: 0 })

/**
 * People and group search (§2 Discover modal and header search, §5, §9). A
 * page costs a fixed number of queries: the page and its count per list, in
 * one read-only transaction. An empty query finds nothing, except that the
 * people search then lists the newest members.
 */
export function createSearchService(db: Database) {
  async function people(
    tx: Database,
    viewerId: number,
    q: string,
    page: SearchPage,
  ): Promise<Found<SearchUser>> {
    const rows = q
      ? await findPeople(tx, viewerId, q, page)
      : await newestPeople(tx, viewerId, page)
    const total = q ? await countPeople(tx, viewerId, q) : await countEveryoneElse(tx, viewerId)
    return { rows: rows.map(presentFoundPerson), total }
  }

  async function groupsFound(
    tx: Database,
    viewerId: number,
    q: string,
    page: SearchPage,
  ): Promise<Found<SearchGroup>> {
    const rows = await findGroups(tx, viewerId, q, page)
    return { rows: rows.map(presentFoundGroup), total: await countGroups(tx, viewerId, q) }
  }

  return {
    async all(viewerId: number, request: SearchRequest): Promise<SearchResponse> {
      const q = normaliseQuery(request.q)
      const [users, groups] = q
        ? await inSearchTransaction(db, q, async (tx) => [
            await people(tx, viewerId, q, request),
            await groupsFound(tx, viewerId, q, request),
          ])
        : [nothing<SearchUser>(), nothing<SearchGroup>()]
      return {
        users: users.rows,
        groups: groups.rows,
        hasMore: hasMore(request, users) || hasMore(request, groups),
        total: users.total + groups.total,
      }
    },

    async users(viewerId: number, request: SearchRequest) {
      const q = normaliseQuery(request.q)
      const found = await inSearchTransaction(db, q, (tx) => people(tx, viewerId, q, request))
      return { users: found.rows, hasMore: hasMore(request, found), total: found.total }
    },

    async groups(viewerId: number, request: SearchRequest) {
      const q = normaliseQuery(request.q)
      const found = q
        ? await inSearchTransaction(db, q, (tx) => groupsFound(tx, viewerId, q, request))
        : nothing<SearchGroup>()
      return { groups: found.rows, hasMore: hasMore(request, found), total: found.total }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
