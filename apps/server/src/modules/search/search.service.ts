import type { SearchGroup, SearchResponse, SearchUser } from '@platewise/core'
import type { Database } from '../../db/client'
import { presentFoundGroup, presentFoundPerson } from './search.presenter'
import { createPeopleRankings, type Ranking } from './people-rankings'
import {
  countEveryoneElse,
  countGroups,
  findGroups,
  inSearchTransaction,
  newestPeople,
  peopleByIds,
  peopleSearchGenerationOf,
  rankPeople,
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
 * The ids of a page of people, the viewer left out (a ranking holds everyone).
 * Walks no further than the page's end.
 */
function pageOfOthers(ranked: Int32Array, viewerId: number, { offset, limit }: SearchPage) {
  const ids: number[] = []
  let skipped = 0
  for (const id of ranked) {
    if (ids.length === limit) break
    if (id === viewerId) continue
    if (skipped < offset) skipped += 1
    else ids.push(id)
  }
  return ids
}

/** Rows in the order of `ids`; an id without a row (an account deleted meanwhile) is left out. */
function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]) {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * People and group search (§2 Discover modal and header search, §5, §9). A
 * people page is one lookup by ids in a ranking kept in memory while nobody
 * joins, leaves or changes a name (people-rankings.ts); ranking again costs
 * a query in a read-only transaction. A group page is one query, the page
 * with its total, in such a transaction (and a count for a page past the end).
 * An empty query finds nothing, except that the people search then lists the
 * newest members.
 */
export function createSearchService(db: Database, rankings = createPeopleRankings()) {
  /** Ranks people for `q` and keeps the ranking, under the generation read first. */
  async function rankAfresh(q: string): Promise<Ranking> {
    const generation = await peopleSearchGenerationOf(db)
    const ids = await inSearchTransaction(db, q, (tx) => rankPeople(tx, q))
    rankings.remember(q, generation, ids)
    return { generation, ids }
  }

  async function pageOf(ranking: Ranking, viewerId: number, page: SearchPage) {
    const ids = pageOfOthers(ranking.ids, viewerId, page)
    const found = await peopleByIds(db, viewerId, ids)
    return {
      generation: found.generation,
      found: {
        rows: inOrderOf(ids, found.people).map(presentFoundPerson),
        total: ranking.ids.length - (ranking.ids.includes(viewerId) ? 1 : 0),
      },
    }
  }

  async function people(viewerId: number, q: string, page: SearchPage): Promise<Found<SearchUser>> {
    if (!q) {
      return inSearchTransaction(db, q, async (tx) => {
        const rows = await newestPeople(tx, viewerId, page)
        return { rows: rows.map(presentFoundPerson), total: await countEveryoneElse(tx, viewerId) }
      })
    }
    const kept = rankings.find(q)
    if (kept) {
      // one statement: the page, and whether its ranking still holds
      const { generation, found } = await pageOf(kept, viewerId, page)
      if (generation === kept.generation) return found
    }
    return (await pageOf(await rankAfresh(q), viewerId, page)).found
  }

  async function groupsFound(
    viewerId: number,
    q: string,
    page: SearchPage,
  ): Promise<Found<SearchGroup>> {
    if (!q) return nothing<SearchGroup>()
    return inSearchTransaction(db, q, async (tx) => {
      const rows = await findGroups(tx, viewerId, q, page)
      const total = await totalOf(rows, page, () => countGroups(tx, viewerId, q))
      return { rows: rows.map(presentFoundGroup), total }
    })
  }

  return {
    async all(viewerId: number, request: SearchRequest): Promise<SearchResponse> {
      const q = normaliseQuery(request.q)
      const [users, groups] = q
        ? await Promise.all([people(viewerId, q, request), groupsFound(viewerId, q, request)])
        : [nothing<SearchUser>(), nothing<SearchGroup>()]
      return {
        users: users.rows,
        groups: groups.rows,
        hasMore: hasMore(request, users) || hasMore(request, groups),
        total: users.total + groups.total,
      }
    },

    async users(viewerId: number, request: SearchRequest) {
      const found = await people(viewerId, normaliseQuery(request.q), request)
      return { users: found.rows, hasMore: hasMore(request, found), total: found.total }
    },

    async groups(viewerId: number, request: SearchRequest) {
      const found = await groupsFound(viewerId, normaliseQuery(request.q), request)
      return { groups: found.rows, hasMore: hasMore(request, found), total: found.total }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
