import { z } from 'zod'
import { addDays, daysBetween, isValidIsoDate, type IsoDate } from '../dates/iso-date'
import { utcTodayIso } from '../dates/client-today'
import { clientTodaySchema, isoDateSchema } from '../dates/iso-date-schema'
import { readNumberInput } from '../profile/number-input'
import { PROFILE_RANGES, rangeMessage } from '../profile/profile-ranges'
import { WEIGHT_MESSAGES, WEIGHT_RANGE_MAX_DAYS, weightDateSchema } from './weight-rules'

// The weight log (issue 27): one weight per person per day, in the spec's
// pounds like the profile's weight and within the same human range.

const { min, max } = PROFILE_RANGES.weight

/** A weight in pounds, within the profile's human range (66-660 lbs). */
export const weightValueSchema = z.preprocess(
  readNumberInput,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? WEIGHT_MESSAGES.weightRequired
          : WEIGHT_MESSAGES.weightNumber,
    })
    .min(min, { error: rangeMessage('weight') })
    .max(max, { error: rangeMessage('weight') }),
)

/**
 * POST /api/weights: a day's weight, which replaces one already logged that
 * day. `today` is the person's day as their device knows it (client-today.ts),
 * which says which day is today (its weight is the profile's too) and which
 * are future; without it the server's UTC date decides (weightLogDays).
 */
export const weightEntrySchema = z.object({
  date: weightDateSchema,
  weight: weightValueSchema,
  today: clientTodaySchema.optional(),
})
export type WeightEntryInput = z.input<typeof weightEntrySchema>

/** A logged weight as the API answers it: the person's calendar day and pounds. */
export const weightSchema = z.object({ date: z.string(), weight: z.number() })
export type WeightEntry = z.output<typeof weightSchema>

export const weightListSchema = z.object({ weights: z.array(weightSchema) })

export const weightSavedSchema = z.object({
  weight: weightSchema,
  /** The day was the person's today, so the profile's weight is this one now */
  profile_weight_updated: z.boolean(),
})

/** GET /api/weights?from=…&to=…: two real dates in order, at most a year and a day apart. */
export const weightRangeQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(({ from, to }, ctx) => {
    // zod still runs this after a field failed; its own message is enough then
    if (!isValidIsoDate(from) || !isValidIsoDate(to)) return
    if (from > to) ctx.addIssue({ code: 'custom', message: WEIGHT_MESSAGES.order, path: ['to'] })
    else if (daysBetween(from, to) >= WEIGHT_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: WEIGHT_MESSAGES.length, path: ['to'] })
  })

/** `/api/weights/:date` */
export const weightDateParamsSchema = z.object({ date: isoDateSchema })

interface WeightLogDays {
  /** The day whose weight is also the profile's */
  today: IsoDate
  /** The latest day a weight may be logged for */
  latest: IsoDate
}

/**
 * What POST /api/weights counts as today. With the client's day (the body's today), that
 * day for both; without one, the server's UTC date is today, and nothing later
 * than the UTC date + 1 is refused, since that is today somewhere on Earth.
 */
export function weightLogDays(clientToday: IsoDate | undefined, now = new Date()): WeightLogDays {
  if (clientToday) return { today: clientToday, latest: clientToday }
  const utcToday = utcTodayIso(now)
  return { today: utcToday, latest: addDays(utcToday, 1) }
}

export type WeightSave = z.output<typeof weightEntrySchema>
