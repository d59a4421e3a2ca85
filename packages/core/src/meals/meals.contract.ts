import { z } from 'zod'
import { defineRoute, noContent } from '../api/route-contract'
import { dateRangeParamsSchema, idParamsSchema } from '../api/params'
import { clientTodayQuerySchema, isoDateSchema } from '../dates/iso-date-schema'
import { calendarMonthSchema } from './calendar-month-schema'
import { dailySummarySchema } from './day-summary-schema'
import { mealCopySchema, mealRemovalSchema } from './meal-copy'
import {
  favoriteFromMealSchema,
  mealCreateSchema,
  mealSchema,
  mealUpdateSchema,
  savedMealSchema,
} from './meal-schema'

const meals = { tag: 'meals', auth: true } as const
const mealList = z.object({ meals: z.array(mealSchema) })

const monthMessage = 'Month must be a number from 1 to 12'
const calendarParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int({ error: 'Year must be a whole number' })
    .min(1970, { error: 'Year must be 1970 or later' })
    .max(2200, { error: 'Year must be 2200 or earlier' }),
  month: z.coerce
    .number({ error: monthMessage })
    .int({ error: monthMessage })
    .min(1, { error: monthMessage })
    .max(12, { error: monthMessage }),
})

/** Meals, the diary and the calendar (§7; paths the spec leaves open are DESIGN.md §5's). */
export const mealRoutes = {
  create: defineRoute({
    ...meals,
    method: 'POST',
    path: '/api/meals',
    summary: 'Log a meal; without nutrients its description is analysed',
    body: mealCreateSchema,
    responses: { 201: mealSchema },
  }),
  forDay: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/meals',
    summary: 'The meals of one day, in the order they were logged',
    query: z.object({ date: isoDateSchema }),
    responses: { 200: mealList },
  }),
  range: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/meals/range/:start/:end',
    summary: 'The meals from one day to another, both included',
    params: dateRangeParamsSchema,
    responses: { 200: mealList },
  }),
  calendar: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/meals/calendar/:year/:month',
    summary: 'Which days of a month have meals and met their goals',
    params: calendarParamsSchema,
    responses: { 200: calendarMonthSchema },
  }),
  streak: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/meals/streak',
    // the server cannot know the user's time zone, so the client says which day is today
    summary:
      "The daily streak as of the user's today (default: the server's), within a day of UTC's",
    query: clientTodayQuerySchema,
    responses: { 200: z.object({ streak: z.number() }) },
  }),
  get: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/meals/:id',
    summary: "One of the user's meals",
    params: idParamsSchema,
    responses: { 200: mealSchema },
  }),
  update: defineRoute({
    ...meals,
    method: 'PUT',
    path: '/api/meals/:id',
    summary: 'Change any fields of a meal; numbers typed by hand replace the analysis',
    params: idParamsSchema,
    body: mealUpdateSchema,
    responses: { 200: mealSchema },
  }),
  remove: defineRoute({
    ...meals,
    method: 'DELETE',
    path: '/api/meals/:id',
    summary: 'Delete a meal',
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
  copy: defineRoute({
    ...meals,
    method: 'POST',
    path: '/api/meals/copy',
    summary: "Log a day's meals again on another day, as new meals ('Copy yesterday')",
    body: mealCopySchema,
    responses: { 201: mealList },
  }),
  removeMany: defineRoute({
    ...meals,
    method: 'POST',
    path: '/api/meals/remove',
    summary: "Delete several of one's meals at once, all or none (the undo of a copy)",
    body: mealRemovalSchema,
    responses: { 204: noContent },
  }),
  diary: defineRoute({
    ...meals,
    method: 'GET',
    path: '/api/diary/:start/:end',
    summary: 'One summary per day from start to end, with the goals and whether they were met',
    params: dateRangeParamsSchema,
    responses: { 200: z.object({ days: z.array(dailySummarySchema) }) },
  }),
}

const favorites = { tag: 'favorites', auth: true } as const

/** Saved meals (§3 "favorites"). */
export const favoriteRoutes = {
  list: defineRoute({
    ...favorites,
    method: 'GET',
    path: '/api/favorites',
    summary: "The user's saved meals, newest first",
    responses: { 200: z.object({ favorites: z.array(savedMealSchema) }) },
  }),
  saveFromMeal: defineRoute({
    ...favorites,
    method: 'POST',
    path: '/api/favorites/from-meal',
    summary: 'Save a copy of a logged meal; 409 when it is saved already',
    body: favoriteFromMealSchema,
    responses: { 201: savedMealSchema },
  }),
  remove: defineRoute({
    ...favorites,
    method: 'DELETE',
    path: '/api/favorites/:id',
    summary: 'Remove a saved meal',
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
}
