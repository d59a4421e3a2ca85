import type { z } from 'zod'
import { validationFailed } from './errors'

/**
 * Parses a request part with a core schema, or throws a 400 whose message is
 * the first problem and whose `fields` has the first problem of each field.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body'
    fields[field] ??= issue.message
  }
  throw validationFailed(result.error.issues[0]?.message ?? 'Invalid request.', fields)
}
