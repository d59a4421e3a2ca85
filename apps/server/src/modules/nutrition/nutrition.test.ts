import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let headers: Record<string, string>
beforeAll(async () => {
  harness = await createTestApp()
  headers = (await registerUser(harness.app)).headers
})
afterAll(() => harness.close())

const analyze = (payload: object, auth = headers) =>
  harness.app.inject({ method: 'POST', url: '/api/nutrition/analyze', payload, headers: auth })

describe('POST /api/nutrition/analyze', () => {
  it('answers with the items it matched, their grams and the totals', async () => {
    const response = await analyze({ description: '150g chicken breast, 1 cup rice' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.items).toHaveLength(2)
    expect(body.items[0]).toMatchObject({
      grams: 150,
      food: { id: expect.any(String), description: expect.stringMatching(/chicken/i) },
    })
    expect(body.totals.calories).toBeGreaterThan(400)
    expect(body.unmatched).toEqual([])
  })

  it('reports what it could not match instead of counting it as zero', async () => {
    const body = (await analyze({ description: '1 banana and some zorblax' })).json()
    expect(body.unmatched.join(' ')).toMatch(/zorblax/)
  })

  it.each([
    ['a blank description', { description: '   ' }],
    ['a missing description', {}],
    ['a description over 1000 characters', { description: 'egg '.repeat(300) }],
  ])('answers 400 to %s', async (_case, payload) => {
    const response = await analyze(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/description/)
  })

  it('answers 401 without a token', async () => {
    const response = await analyze({ description: 'egg' }, {})
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/nutrition/analyze past the meal limits (issue 24)', () => {
  it('answers 400 with the reason at the description, as logging the meal would', async () => {
    const response = await analyze({ description: '10000 eggs' })
    expect(response.statusCode).toBe(400)
    const message =
      'We read “10000 eggs” as 10,000 g, more than one item can be (at most 3,000 g). Check the amounts, or enter the nutrients yourself.'
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_ERROR',
      fields: { description: message },
    })
  })

  it('still reads a large real meal', async () => {
    const response = await analyze({ description: 'a whole pizza and 2 liters of coke' })
    expect(response.statusCode).toBe(200)
    expect(response.json().totals.calories).toBeGreaterThan(2_000)
  })
})
