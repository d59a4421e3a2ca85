import type { ApiErrorBody } from './error-body'

/**
 * The error body in an answer, if it has the shape above, read without zod:
 * the web app reads every failed call's body, and zod would otherwise come
 * with every page that loads data. Agrees with apiErrorBodySchema (its test).
 */
export function readApiErrorBody(data: unknown): ApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { error, code, fields } = data as Record<string, unknown>
  if (typeof error !== 'string' || typeof code !== 'string') return undefined
  if (fields === undefined) return { error, code }
  const fieldsAreText =
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((message) => typeof message === 'string')
  return fieldsAreText ? { error, code, fields: fields as Record<string, string> } : undefined
}
