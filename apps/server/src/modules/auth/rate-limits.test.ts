import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitStores, redisKeys } from '../../test/rate-limit-stores'
import { createTestApp, newUserPayload, registerUser } from '../../test/test-app'

const LIMITS = { LOGIN_LIMIT_PER_MINUTE: 10, REGISTER_LIMIT_PER_HOUR: 5 }

describe.each(rateLimitStores())('rate limits at the door, counted $store', ({ config }) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    harness = await createTestApp({ ...LIMITS, ...config })
  })
  afterAll(() => harness.close())

  const attempt = (app: typeof harness.app, email: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
    })

  it('answers 429 with Retry-After after ten login attempts in a minute', async () => {
    const { payload } = await registerUser(harness.app)
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(harness.app, payload.email)).statusCode).toBe(401)
    const blocked = await attempt(harness.app, payload.email)
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

  // Issue 24: the keys named the email of every login tried, for anyone who can list them
  it.runIf(config.REDIS_URL)(
    'keeps no email in Redis: a login is counted under a keyed hash of it',
    async () => {
      const email = 'Grace.Hopper@Example.com'
      for (let i = 0; i < 3; i += 1) await attempt(harness.app, email, '10.2.0.1')
      const prefix = config.REDIS_KEY_PREFIX!
      const keys = await redisKeys(prefix)
      const logins = keys.filter((key) => key.includes(':login:10.2.0.1:'))
      expect(logins).toHaveLength(1)
      expect(logins[0]).toMatch(/:login:10\.2\.0\.1:[A-Za-z0-9_-]{43}$/)
      const leaks = keys.filter((key) => /hopper|example\.com|@/i.test(key))
      expect(leaks).toEqual([])
    },
  )

  it.runIf(config.REDIS_URL)(
    'counts one email together on two instances that share Redis and the secret',
    async () => {
      const other = await createTestApp({ ...LIMITS, ...config })
      try {
        const email = 'ada.lovelace@example.com'
        for (let i = 0; i < 5; i += 1) {
          expect((await attempt(harness.app, email, '10.2.0.2')).statusCode).toBe(401)
          expect((await attempt(other.app, email, '10.2.0.2')).statusCode).toBe(401)
        }
        expect((await attempt(harness.app, email, '10.2.0.2')).statusCode).toBe(429)
        expect((await attempt(other.app, email, '10.2.0.2')).statusCode).toBe(429)
      } finally {
        await other.close()
      }
    },
    // a second app with a database of its own: slow on a busy machine
    120_000,
  )
})
