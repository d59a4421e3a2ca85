import { z } from 'zod'
import { daysBetween, isValidIsoDate } from '../dates/iso-date'
import { isoDateSchema } from '../dates/iso-date-schema'
import { formatAmount } from '../format/format-amount'

// Path and query parameters that several routes share, with their messages.

// PostgreSQL's integer: an id beyond it cannot exist
const MAX_ID = 2_147_483_647
const ID_MESSAGE =
  'The id must be a whole number greater than 0, written without a sign, spaces or leading zeros'

/**
 * An id as the API writes it: digits, no sign, no space, no leading zero. One
 * spelling per row, so that nothing keyed by the path (a cache, a log, a rate
 * limit) sees one row as several; `01`, `+1` and ` 1` are refused, not read as 1.
 */
export const isCanonicalId = (text: string) =>
  ID_PATTERN.test(text) && text.length <= 10 && Number(text) <= MAX_ID

/** The spelling of an id; the OpenAPI document gives it as the `pattern` of an id parameter. */
export const ID_PATTERN = /^[1-9][0-9]*$/

/** An id in a path or query, as text in its one spelling; the handler gets the number. */
export const idSchema = (message: string) =>
  // coerce: a client passes a number, the server sees the text of the URL
  z.coerce
    .string()
    .regex(ID_PATTERN, { error: message })
    .refine(isCanonicalId, { error: message })
    .transform(Number)

/** `/…/:id` for any of our rows */
export const idParamsSchema = z.object({ id: idSchema(ID_MESSAGE) })

const MAX_RANGE_DAYS = 366
const DATE_RANGE_MESSAGES = {
  order: 'The start date must not be after the end date.',
  length: `Please ask for at most ${MAX_RANGE_DAYS} days at a time.`,
} as const

/** `/…/:start/:end`: two real dates, in order, at most a year and a day apart */
export const dateRangeParamsSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .superRefine(({ start, end }, ctx) => {
    // zod still runs this after a field failed; its own message is enough then
    if (!isValidIsoDate(start) || !isValidIsoDate(end)) return
    if (start > end)
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.order, path: ['end'] })
    else if (daysBetween(start, end) >= MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.length, path: ['end'] })
    }
  })

/** A status answer of the health checks */
export const statusOkSchema = z.object({ status: z.literal('ok') })

/** `?limit`: how many rows a page holds, from 1 to `max`, `byDefault` when left out */
export const pageLimitSchema = (max: number, byDefault: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(max, { error: `limit must be at most ${max}` })
    .default(byDefault)

/** `?offset`: how many rows to skip, from 0 to `max` */
export const pageOffsetSchema = (max: number) =>
  z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset cannot be negative' })
    .max(max, { error: `offset must be at most ${formatAmount(max)}` })
    .default(0)
