import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newUserPayload, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: 10, REGISTER_LIMIT_PER_HOUR: 5 })
})
afterAll(() => harness.close())

describe('rate limits', () => {
  it('answers 429 with Retry-After after ten login attempts in a minute', async () => {
    const { payload } = await registerUser(harness.app)
    const attempt = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: 'wrong-password' },
      })
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401)
    const blocked = await attempt()
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json()).toMatchObject({
      error: 'Too many login attempts. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    })
  })

  it('answers 429 after five registrations from one address in an hour', async () => {
    // the first test already used one registration
    for (let i = 0; i < 4; i += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newUserPayload(),
      })
      expect(response.statusCode).toBe(201)
    }
    const blocked = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUserPayload(),
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
  })
})
