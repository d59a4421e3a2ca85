import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let headers: Record<string, string>
beforeAll(async () => {
  harness = await createTestApp()
  headers = (await registerUser(harness.app)).headers
})
afterAll(() => harness.close())

describe("the router's own errors", () => {
  const badEscape = 'This address is not valid: a % must start a valid character code.'
  const tooLong = 'A part of this address is too long.'
  it.each([
    ['a broken %-escape in a meal id', '/api/meals/%E0%A4%A', badEscape],
    ['a broken %-escape in a saved meal id', '/api/favorites/%zz', badEscape],
    ['a broken %-escape in a page address', '/%E0%A4%A', badEscape],
    ['a 150-character meal id', `/api/meals/${'7'.repeat(150)}`, tooLong],
    ['a 120-character diary date', `/api/diary/${'2'.repeat(120)}/2026-01-07`, tooLong],
  ])('answers %s with 400 {error, code}', async (_label, url, message) => {
    for (const withToken of [headers, {}]) {
      const response = await harness.app.inject({ method: 'GET', url, headers: withToken })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({ error: message, code: 'BAD_URL' })
    }
  })
})
