/**
 * People search's rankings, kept in memory: for a query, the ids of everyone
 * it matches in the order the search lists them, with the generation of
 * people_search_generation read before ranking (so the ranking is at least
 * that recent). A page read from a ranking is right only when the database
 * still holds that generation: no one joined, left or changed a name since,
 * which is all a ranking reads. The search checks it in the page's own
 * statement (search.service.ts). Ranking is most of a search's cost (trigram
 * likeness of every match); a page from a kept ranking is a lookup by ids.
 *
 * Bounded by the ids held, least recently used first out: a million ids is
 * 4 MB.
 */
export const MAX_RANKED_IDS = 1_000_000

export interface Ranking {
  generation: number
  ids: Int32Array
}

export function createPeopleRankings(maxIds = MAX_RANKED_IDS) {
  // a Map iterates in insertion order: re-inserting on use keeps the least recent first
  const rankings = new Map<string, Ranking>()
  let heldIds = 0

  function forget(query: string) {
    const ranking = rankings.get(query)
    if (!ranking) return
    rankings.delete(query)
    heldIds -= ranking.ids.length
  }

  return {
    /** The ranking kept for `query`, whatever its generation. */
    find(query: string): Ranking | undefined {
      const ranking = rankings.get(query)
      if (!ranking) return undefined
      // the most recently used goes last
      forget(query)
      rankings.set(query, ranking)
      heldIds += ranking.ids.length
      return ranking
    },

    remember(query: string, generation: number, ids: Int32Array) {
      forget(query)
      if (ids.length > maxIds) return
      rankings.set(query, { generation, ids })
      heldIds += ids.length
      for (const oldest of rankings.keys()) {
        if (heldIds <= maxIds) break
        forget(oldest)
      }
    },

    /** How many ids are held (tests). */
    heldIds: () => heldIds,
  }
}

export type PeopleRankings = ReturnType<typeof createPeopleRankings>
