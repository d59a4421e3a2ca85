import { z } from 'zod'
import { pageLimitSchema, pageOffsetSchema } from '../api/params'
import { plainText } from '../text/plain-text'
import { postAuthorSchema } from './post-schema'
import {
  GROUP_SYMBOLS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from './search-rules'

// People and group search (§3 Search results, §5 search rules, §9 page size).

/**
 * ?q&limit&offset. The query is trimmed (§5); an empty one finds nothing,
 * except on the people search, where it lists the newest members (the discover
 * modal's 'Show Recent Users'). Offset paging is kept for these small pages
 * (DESIGN.md §7).
 */
export const searchQuerySchema = z.object({
  q: plainText('Search')
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `Please search with at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    })
    .default(''),
  limit: pageLimitSchema(SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE),
  offset: pageOffsetSchema(10_000),
})

/** §3 Search user result */
export const searchUserSchema = postAuthorSchema.extend({
  posts_count: z.number(),
  is_following: z.boolean(),
})
export type SearchUser = z.output<typeof searchUserSchema>

/** §3 Search group result */
export const searchGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.enum(GROUP_SYMBOLS),
  members_count: z.number(),
  is_member: z.boolean(),
})
export type SearchGroup = z.output<typeof searchGroupSchema>

/** §3 Search response: both lists at `offset`, whether either has more, and both totals added. */
export const searchResponseSchema = z.object({
  users: z.array(searchUserSchema),
  groups: z.array(searchGroupSchema),
  hasMore: z.boolean(),
  total: z.number(),
})
export type SearchResponse = z.output<typeof searchResponseSchema>

export const userSearchResponseSchema = searchResponseSchema.pick({
  users: true,
  hasMore: true,
  total: true,
})
export const groupSearchResponseSchema = searchResponseSchema.pick({
  groups: true,
  hasMore: true,
  total: true,
})
