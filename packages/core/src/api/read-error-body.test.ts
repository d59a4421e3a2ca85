import { describe, expect, it } from 'vitest'
import { apiErrorBodySchema } from './error-body'
import { readApiErrorBody } from './read-error-body'

describe('readApiErrorBody', () => {
  const samples: unknown[] = [
    { error: 'Email is required', code: 'BAD_REQUEST' },
    { error: 'Invalid input', code: 'BAD_REQUEST', fields: { email: 'Email is required' } },
    { error: 'Invalid input', code: 'BAD_REQUEST', fields: {} },
    { error: 'Invalid input', code: 'BAD_REQUEST', fields: { email: 3 } },
    { error: 'Invalid input', code: 'BAD_REQUEST', fields: null },
    { error: 'Invalid input', code: 'BAD_REQUEST', fields: ['email'] },
    { error: 'No code' },
    { code: 'NO_MESSAGE' },
    { error: 42, code: 'BAD_REQUEST' },
    '<html>Bad gateway</html>',
    null,
    [],
    42,
  ]

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as the schema does',
    (_, sample) => {
      const parsed = apiErrorBodySchema.safeParse(sample)
      expect(readApiErrorBody(sample)).toEqual(parsed.success ? parsed.data : undefined)
    },
  )
})
