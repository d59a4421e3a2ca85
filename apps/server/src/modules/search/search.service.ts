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
 * The total a page of matches carries on its rows. A first page with no rows
 * means nothing matched; a page past the end has no rows to carry it, so only
 * then is it counted apart.
 */
async function totalOf(rows: { total: number }[], page: SearchPage, count: () => Promise<number>) {
  if (rows.length > 0) return rows[0]!.total
  return page.offset === 0 ? 0 : count()
}

/**
 * People and group search (§2 Discover modal and header search, §5, §9). A
 * page costs a fixed number of queries: one per list, the page with its total,
 * in one read-only transaction (and a count for a page past the end). An empty query finds nothing, except that the
 * people search then lists the newest members.
 */
export function createSearchService(db: Database) {
  async function people(
    tx: Database,
    viewerId: number,
    q: string,
    page: SearchPage,
  ): Promise<Found<SearchUser>> {
    if (!q) {
      const rows = await newestPeople(tx, viewerId, page)
      return { rows: rows.map(presentFoundPerson), total: await countEveryoneElse(tx, viewerId) }
    }
    const rows = await findPeople(tx, viewerId, q, page)
    const total = await totalOf(rows, page, () => countPeople(tx, viewerId, q))
    return { rows: rows.map(presentFoundPerson), total }
  }

  async function groupsFound(
    tx: Database,
    viewerId: number,
    q: string,
    page: SearchPage,
  ): Promise<Found<SearchGroup>> {
    const rows = await findGroups(tx, viewerId, q, page)
    const total = await totalOf(rows, page, () => countGroups(tx, viewerId, q))
    return { rows: rows.map(presentFoundGroup), total }
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
