import { z } from 'zod'
import { pageLimitSchema, pageOffsetSchema } from '../api/params'
import { plainText } from '../text/plain-text'
import { alternativeSchema } from './meal-analysis'

// Search over the whole food table, for 'Change food' when none of the foods
// offered for an item is the one eaten (beyond the spec; the path is ours).
// The table itself never reaches the browser: each hit comes with the
// nutrients of its usual portion, worked out on the server.

export const FOOD_SEARCH_PAGE_SIZE = 20
const FOOD_SEARCH_MAX_PAGE_SIZE = 50
/** Past this a person types more words rather than paging on */
export const FOOD_SEARCH_DEPTH = 200
const FOOD_SEARCH_MAX_LENGTH = 100

export const foodSearchQuerySchema = z.object({
  q: plainText('Search')
    .trim()
    .max(FOOD_SEARCH_MAX_LENGTH, {
      error: `Please search with at most ${FOOD_SEARCH_MAX_LENGTH} characters`,
    })
    .default(''),
  limit: pageLimitSchema(FOOD_SEARCH_MAX_PAGE_SIZE, FOOD_SEARCH_PAGE_SIZE),
  offset: pageOffsetSchema(FOOD_SEARCH_DEPTH),
})

/** A food found: its usual portion, and whether the person ate it lately. */
export const foodSearchHitSchema = alternativeSchema.extend({ recent: z.boolean() })
export type FoodSearchHit = z.output<typeof foodSearchHitSchema>

export const foodSearchPageSchema = z.object({
  foods: z.array(foodSearchHitSchema),
  /** The offset of the next page, or null after the last */
  next_offset: z.number().nullable(),
})
export type FoodSearchPage = z.output<typeof foodSearchPageSchema>
