import { and, asc, count, desc, ne, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { anyOf } from '../../db/any-of'
import { preparedPerDatabase } from '../../db/prepared'
import {
  groups,
  groupSearchText,
  peopleSearchGeneration,
  personSearchText,
  users,
} from '../../db/schema'
import { groupVisibleTo, viewerIsMember } from '../groups/groups.queries'
import { viewerFollows } from '../social/follows.queries'

// People and group search (docs/decisions/011-search.md). A query matches a
// text when one of its words starts with the query (ILIKE, wildcards escaped),
// or when the query is close to a run of its whole words by pg_trgm's
// strict_word_similarity. Both are answered by one GIN trigram index per
// table, on the very expressions personSearchText and groupSearchText build.
// Search reads people, follows and groups directly and writes nothing: a page
// with its is_following and is_member is one query, whichever feature owns
// the tables; who may see a group is the groups feature's fragment.

/**
 * How close whole words must be to the query to match. strict_word_similarity
 * is shared trigrams / all trigrams of both, against the closest run of whole
 * words. A query of t trigrams with one wrong letter still shares t - 3 with
 * the name it meant, which scores (t - 3) / (t + 3): 1/3 for a 5-letter name,
 * 1/2 for 'lovelase' (a missing or extra letter scores more). The threshold is
 * that score, a hair lower for rounding, so one wrong letter always matches and
 * names further off do not; it never drops below SIMILARITY_FLOOR, under which
 * short queries would match nearly anything.
 */
export const SIMILARITY_FLOOR = 0.3
const ROUNDING_MARGIN = 0.01

/** The threshold above for `query`, from pg_trgm's own (distinct) trigrams of it. */
export function similarityThreshold(query: string): SQL<number> {
  const trigrams = sql`coalesce(cardinality(show_trgm(${query})), 0)`
  const floor = sql.raw(String(SIMILARITY_FLOOR))
  const margin = sql.raw(String(ROUNDING_MARGIN))
  return sql<number>`greatest(${floor}, (${trigrams} - 3)::float8 / (${trigrams} + 3) - ${margin})`
}

export interface SearchPage {
  limit: number
  offset: number
}

/**
 * Runs a search for `query` in one read-only transaction: its pages and counts
 * see the same snapshot, and `%>>` (the indexable form of
 * strict_word_similarity >= threshold) uses the query's threshold, computed by
 * PostgreSQL (similarityThreshold).
 */
export function inSearchTransaction<T>(
  db: Database,
  query: string,
  run: (tx: Database) => Promise<T>,
) {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${similarityThreshold(query)}::text, true)`,
      )
      return run(tx as unknown as Database)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** Whether one of the words of `text` starts with `query`, read literally. */
function hasWordStartingWith(text: SQL, query: string) {
  const literal = escapeLike(query)
  // two patterns rather than `' ' || text`, so the index on `text` answers both
  return sql`(${text} ilike ${`${literal}%`} or ${text} ilike ${`% ${literal}%`})`
}

/** A word-prefix match, or whole words close enough to the query (the index's `%>>`). */
function matches(text: SQL, query: string) {
  return sql`(${hasWordStartingWith(text, query)} or ${text} %>> ${query})`
}

/**
 * How many rows the whole search matched, on each row of its page. The page
 * ranks every match anyway before it takes its few, so counting them in the
 * same scan costs next to nothing, where a query of its own scanned them again.
 */
const matchedInAll = sql<number>`count(*) over ()`.mapWith(Number)

const closeness = (text: SQL, query: string) => sql`strict_word_similarity(${query}, ${text})`

/** 0 for a word-prefix match, which ranks first, 1 for one found by likeness alone. */
const prefixRank = (text: SQL, query: string) =>
  sql`case when ${hasWordStartingWith(text, query)} then 0 else 1 end`

const personText = personSearchText(users)

const foundPersonColumns = (viewerId: number | Placeholder) => ({
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  postsCount: users.postsCount,
  isFollowing: viewerFollows(viewerId, users.id),
})

export type FoundPersonRow = Awaited<ReturnType<typeof newestPeople>>[number]

// the viewer is never among the people they find
const someoneElse = (viewerId: number) => ne(users.id, viewerId)

/**
 * Everyone whose first name, last name, full name or username matches `query`
 * (never the email), as the search lists them: word-prefix matches first, then
 * the closest, then by name. Ids only; the viewer among them too. Reads only
 * what people_search_generation counts changes of (people-rankings.ts).
 */
export function rankPeople(db: Database, query: string): Promise<Int32Array> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(matches(personText, query))
    .orderBy(
      prefixRank(personText, query),
      desc(closeness(personText, query)),
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(users.id),
    )
    .then((rows) => Int32Array.from(rows, (row) => row.id))
}

const generationStatement = preparedPerDatabase((db) =>
  db
    .select({ generation: peopleSearchGeneration.generation })
    .from(peopleSearchGeneration)
    .prepare('people_search_generation'),
)

/** How many changes to people and their names there have been (schema.ts). */
export function peopleSearchGenerationOf(db: Database): Promise<number> {
  return generationStatement(db)
    .execute()
    .then((rows) => rows[0]!.generation)
}

const peopleByIdsStatement = preparedPerDatabase((db) =>
  db
    .select({
      generation: peopleSearchGeneration.generation,
      person: foundPersonColumns(sql.placeholder('viewerId')),
    })
    .from(peopleSearchGeneration)
    // the generation's one row, even when none of the ids is left
    .leftJoin(users, anyOf(users.id, sql.placeholder('ids')))
    .prepare('people_by_ids'),
)

/**
 * These people as the viewer finds them, in any order (those who no longer
 * exist are left out), with the generation in the same snapshot: a page read
 * at the generation of the ranking it came from is a page of that ranking.
 */
export async function peopleByIds(db: Database, viewerId: number, ids: number[]) {
  const rows = await peopleByIdsStatement(db).execute({ viewerId, ids })
  return {
    generation: rows[0]!.generation,
    people: rows.flatMap(({ person }) => (person?.id == null ? [] : [person])),
  }
}

/** The newest members (the discover modal's 'Show Recent Users'), by the primary key. */
export function newestPeople(db: Database, viewerId: number, page: SearchPage) {
  return db
    .select(foundPersonColumns(viewerId))
    .from(users)
    .where(someoneElse(viewerId))
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset)
}

export function countEveryoneElse(db: Database, viewerId: number) {
  return db
    .select({ total: count() })
    .from(users)
    .where(someoneElse(viewerId))
    .then((rows) => rows[0]!.total)
}

const groupText = groupSearchText(groups)
const groupName = sql`${groups.name}`

/**
 * Groups match by name or description, among those the viewer may see: a
 * private group is found only by its members and the people invited to it.
 * The index finds the candidates; visibility only filters them.
 */
const groupMatches = (viewerId: number, query: string) =>
  and(matches(groupText, query), groupVisibleTo(viewerId))

const foundGroupColumns = (viewerId: number) => ({
  id: groups.id,
  name: groups.name,
  description: groups.description,
  image: groups.image,
  membersCount: groups.membersCount,
  isMember: viewerIsMember(viewerId),
})

export type FoundGroupRow = Awaited<ReturnType<typeof findGroups>>[number]

/**
 * Groups whose name matches first (closest first), then those found by their
 * description. Each row carries the number of groups matched (`total`).
 */
export function findGroups(db: Database, viewerId: number, query: string, page: SearchPage) {
  return db
    .select({ ...foundGroupColumns(viewerId), total: matchedInAll })
    .from(groups)
    .where(groupMatches(viewerId, query))
    .orderBy(
      prefixRank(groupName, query),
      desc(closeness(groupName, query)),
      desc(closeness(groupText, query)),
      desc(groups.membersCount),
      asc(sql`lower(${groups.name})`),
      asc(groups.id),
    )
    .limit(page.limit)
    .offset(page.offset)
}

export function countGroups(db: Database, viewerId: number, query: string) {
  return db
    .select({ total: count() })
    .from(groups)
    .where(groupMatches(viewerId, query))
    .then((rows) => rows[0]!.total)
}
