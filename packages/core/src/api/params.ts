import { z } from 'zod'
import { daysBetween, isValidIsoDate } from '../dates/iso-date'
import { isoDateSchema } from '../dates/iso-date-schema'

// Path and query parameters that several routes share, with their messages.

// PostgreSQL's integer: an id beyond it cannot exist
const MAX_ID = 2_147_483_647
const ID_MESSAGE = 'The id must be a whole number greater than 0'

/** `/…/:id` for any of our rows */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(MAX_ID, { error: ID_MESSAGE }),
})

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
