import { z } from 'zod'

/**
 * The body of every failed API call (DESIGN.md §5): a sentence a person can
 * read, a machine code, and for bad input the first problem of each field.
 */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>
