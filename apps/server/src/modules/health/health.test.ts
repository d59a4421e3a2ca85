import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

describe('health and documentation', () => {
  it('GET /api/health says the server and database answer', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('GET /api/auth/health answers 200', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/health' })
    expect(response.statusCode).toBe(200)
  })

  it('sends security headers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'No route for GET /api/nope', code: 'NOT_FOUND' })
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(300 * 1024) },
    })
    expect(response.statusCode).toBe(413)
  })

  it('publishes an OpenAPI document with the auth routes', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health']),
    )
  })
})
