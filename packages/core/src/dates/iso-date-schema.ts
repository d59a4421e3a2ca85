import { z } from 'zod'
import { CLIENT_TODAY_MESSAGE, isClientToday } from './client-today'
import { INVALID_DATE_MESSAGE, isValidIsoDate } from './iso-date'

/** A calendar date string such as a meal date or a route parameter. */
export const isoDateSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .trim()
  .refine(isValidIsoDate, { error: INVALID_DATE_MESSAGE })

/**
 * A client's today (client-today.ts): a real date within a day of the server's
 * UTC date at the moment the request is read. An invalid date has its own
 * message from isoDateSchema already.
 */
export const clientTodaySchema = isoDateSchema.refine(
  (value) => !isValidIsoDate(value) || isClientToday(value),
  { error: CLIENT_TODAY_MESSAGE },
)

/**
 * ?today=YYYY-MM-DD on every route that counts streaks: the client's calendar
 * day; without it the server's own.
 */
export const clientTodayQuerySchema = z.object({ today: clientTodaySchema.optional() })
