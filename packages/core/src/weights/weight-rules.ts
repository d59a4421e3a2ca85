import { z } from 'zod'
import { INVALID_DATE_MESSAGE, isValidIsoDate, type IsoDate } from '../dates/iso-date'

// The weight log's limits, messages and day, apart from the API's schemas: the
// Log weight form takes these without the query schemas (decision 022).

/** The longest span GET /api/weights answers: a year and a day, as the chart's longest range needs. */
export const WEIGHT_RANGE_MAX_DAYS = 366

export const WEIGHT_MESSAGES = {
  dateRequired: 'Please choose the day of this weight',
  future: 'A weight can be logged for today or an earlier day, not a future one.',
  weightRequired: 'Please enter your weight',
  weightNumber: 'Weight must be a number',
  order: 'The start date must not be after the end date.',
  length: `Please ask for at most ${WEIGHT_RANGE_MAX_DAYS} days of weights at a time.`,
  notFound: 'There is no weight logged on that day.',
} as const

export const weightDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? WEIGHT_MESSAGES.dateRequired
        : INVALID_DATE_MESSAGE,
  })
  .trim()
  .refine(isValidIsoDate, { error: INVALID_DATE_MESSAGE })

/** Whether a weight's day is after the person's today. */
export function isFutureWeightDate(date: IsoDate, today: IsoDate): boolean {
  return date > today
}
