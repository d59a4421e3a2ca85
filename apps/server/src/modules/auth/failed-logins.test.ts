import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitStores, redisKeys } from '../../test/rate-limit-stores'
import { createTestApp, registerUser } from '../../test/test-app'

// Lowered from the default so a test can reach it.
const FAILURES = 5

describe.each(rateLimitStores())('failed logins per address, counted $store', ({ config }) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    harness = await createTestApp({ LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: FAILURES, ...config })
  })
  afterAll(() => harness.close())

  const login = (email: string, password: string, remoteAddress: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    })

  it('stops one address trying a password on account after account', async () => {
    const owner = await registerUser(harness.app)
    for (let i = 0; i < FAILURES; i += 1) {
      const response = await login(`victim${i}@example.com`, 'summer-2024!', '10.1.0.1')
      expect(response.statusCode).toBe(401)
    }
    // even the right password is refused now, or the limit would tell a guesser when they hit
    const blocked = await login(owner.payload.email, owner.payload.password, '10.1.0.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json()).toEqual({
      error: 'Too many login attempts. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    })
  })

  it('still lets the owner in from another address', async () => {
    const owner = await registerUser(harness.app)
    for (let i = 0; i < FAILURES; i += 1) {
      await login(owner.payload.email, `wrong-${i}`, '10.1.0.2')
    }
    expect((await login(owner.payload.email, 'wrong', '10.1.0.2')).statusCode).toBe(429)
    const fromHome = await login(owner.payload.email, owner.payload.password, '10.1.0.3')
    expect(fromHome.statusCode).toBe(200)
  })

  it('counts only failures, so signing in often is never limited by it', async () => {
    const owner = await registerUser(harness.app)
    for (let i = 0; i < FAILURES * 2; i += 1) {
      const response = await login(owner.payload.email, owner.payload.password, '10.1.0.4')
      expect(response.statusCode).toBe(200)
    }
    expect((await login(owner.payload.email, 'wrong', '10.1.0.4')).statusCode).toBe(401)
  })

  // found by a hostile-input run: the counter was `<prefix>undefinedundefined-login-failures:<address>`
  it.runIf(config.REDIS_URL)(
    'keeps the count under a key an operator can read: <prefix>login-failures:<address>',
    async () => {
      await login('nobody@example.com', 'wrong-password', '10.1.0.5')
      const prefix = config.REDIS_KEY_PREFIX!
      const keys = await redisKeys(prefix)
      expect(keys).toContain(`${prefix}login-failures:10.1.0.5`)
      expect(keys.filter((key) => key.includes('undefined'))).toEqual([])
    },
  )
})
