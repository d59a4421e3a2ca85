import { noContent, defineRoute } from '../api/route-contract'
import {
  weightDateParamsSchema,
  weightEntrySchema,
  weightListSchema,
  weightRangeQuerySchema,
  weightSavedSchema,
} from './weight-schema'

const weights = { tag: 'weights', auth: true } as const

/** The signed-in person's weight log (issue 27). */
export const weightRoutes = {
  list: defineRoute({
    ...weights,
    method: 'GET',
    path: '/api/weights',
    summary: 'The weights logged from one day to another, both included, oldest first',
    query: weightRangeQuerySchema,
    responses: { 200: weightListSchema },
  }),
  save: defineRoute({
    ...weights,
    method: 'POST',
    path: '/api/weights',
    summary:
      "Log a day's weight in pounds (201), replacing one logged that day (200); today's also becomes the profile's weight",
    body: weightEntrySchema,
    responses: { 200: weightSavedSchema, 201: weightSavedSchema },
  }),
  remove: defineRoute({
    ...weights,
    method: 'DELETE',
    path: '/api/weights/:date',
    summary: "Delete a day's weight",
    params: weightDateParamsSchema,
    responses: { 204: noContent },
  }),
}
