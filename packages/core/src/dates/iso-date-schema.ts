import { z } from 'zod'
import { INVALID_DATE_MESSAGE, isValidIsoDate } from './iso-date'

/** A calendar date string such as a meal date or a route parameter. */
export const isoDateSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .trim()
  .refine(isValidIsoDate, { error: INVALID_DATE_MESSAGE })
