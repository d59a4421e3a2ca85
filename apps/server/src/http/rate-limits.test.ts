import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitStores } from '../test/rate-limit-stores'
import { createTestApp, registerUser } from '../test/test-app'

// The general limit of DESIGN.md §9 (API_LIMIT_PER_MINUTE), lowered so a test can reach it.
const LIMIT = 5

// The counters live in memory, or in Redis when REDIS_URL is set (.ci/run
// starts one): the limit must hold in both. Each run keeps its keys apart.
const stores = rateLimitStores()

describe.each(stores)('the general rate limit, counted $store', ({ config }) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    harness = await createTestApp({ API_LIMIT_PER_MINUTE: LIMIT, ...config })
  })
  afterAll(() => harness.close())

  const getProfileHealth = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    harness.app.inject({ method: 'GET', url: '/api/profile/health', headers, remoteAddress })

  it('counts invented tokens against the address they come from', async () => {
    const invented = () => ({ authorization: `Bearer ${randomBytes(32).toString('base64url')}` })
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await getProfileHealth(invented(), '10.0.0.1')).statusCode).toBe(401)
    }
    const blocked = await getProfileHealth(invented(), '10.0.0.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json()).toMatchObject({
      error: expect.stringMatching(/^Too many requests\. Please try again in/),
      code: 'TOO_MANY_REQUESTS',
    })
  })

  it('gives each signed-in user a budget of their own, even from one address', async () => {
    const first = await registerUser(harness.app)
    const second = await registerUser(harness.app)
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await getProfileHealth(first.headers, '10.0.0.2')).statusCode).toBe(200)
    }
    expect((await getProfileHealth(first.headers, '10.0.0.2')).statusCode).toBe(429)
    expect((await getProfileHealth(second.headers, '10.0.0.2')).statusCode).toBe(200)
  })

  it("does not spend a signed-in user's requests from the address's budget", async () => {
    const user = await registerUser(harness.app)
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await getProfileHealth(user.headers, '10.0.0.3')).statusCode).toBe(200)
    }
    // the address itself has used nothing, so an anonymous caller there is still answered
    expect((await getProfileHealth({}, '10.0.0.3')).statusCode).toBe(401)
  })
})
