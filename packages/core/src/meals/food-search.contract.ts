import { defineRoute } from '../api/route-contract'
import { foodSearchPageSchema, foodSearchQuerySchema } from './food-search-schema'

// The food search of 'Change food' (beyond the spec; the path is ours).
export const foodRoutes = {
  search: defineRoute({
    tag: 'nutrition',
    auth: true,
    method: 'GET',
    path: '/api/foods/search',
    summary:
      'Foods of the whole table for a few words, spelling repaired, recent foods first; no words lists the recent foods',
    query: foodSearchQuerySchema,
    responses: { 200: foodSearchPageSchema },
  }),
}
