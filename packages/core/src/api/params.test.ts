import { describe, expect, it } from 'vitest'
import { idParamsSchema, isCanonicalId } from './params'

describe('an id in a path or query', () => {
  it.each(['1', '7', '42', '2147483647'])('is read in its one spelling: %s', (text) => {
    expect(isCanonicalId(text)).toBe(true)
    expect(idParamsSchema.parse({ id: text })).toEqual({ id: Number(text) })
  })

  it.each([
    '01',
    '007',
    '+1',
    ' 1',
    '1 ',
    '\t1',
    '1.0',
    '1e0',
    '0x1',
    '0',
    '-1',
    '',
    '١',
    '2147483648',
    '99999999999',
  ])('is refused in any other: %j', (text) => {
    expect(isCanonicalId(text)).toBe(false)
    const parsed = idParamsSchema.safeParse({ id: text })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(
      'The id must be a whole number greater than 0, written without a sign, spaces or leading zeros',
    )
  })

  it('takes a number from a client building the path', () => {
    expect(idParamsSchema.parse({ id: 12 })).toEqual({ id: 12 })
  })
})
