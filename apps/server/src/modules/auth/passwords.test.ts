import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newUserPayload } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

const register = (password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newUserPayload({ password }),
  })

const login = (email: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('POST /api/auth/register refuses common passwords', () => {
  it.each(['11111111', 'qwerty12', 'Password1', 'iloveyou2', 'Sunshine1', 'platewise'])(
    'refuses %j',
    async (password) => {
      const response = await register(password)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'This password is too common. Please choose another one.',
        code: 'VALIDATION_ERROR',
        fields: { password: 'This password is too common. Please choose another one.' },
      })
    },
  )

  it('accepts a password that is on no list', async () => {
    expect((await register('plum-kettle-orbit-9')).statusCode).toBe(201)
  })
})

describe('long passwords', () => {
  it('keeps all 128 characters: one character changed at the end is a wrong password', async () => {
    const password = randomBytes(96).toString('base64') // 128 characters
    expect(password).toHaveLength(128)
    const payload = newUserPayload({ password })
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
    })
    expect(created.statusCode).toBe(201)

    expect((await login(payload.email, password)).statusCode).toBe(200)
    const lastChanged = password.slice(0, 127) + (password.endsWith('A') ? 'B' : 'A')
    expect((await login(payload.email, lastChanged)).statusCode).toBe(401)
    expect((await login(payload.email, password.slice(0, 127))).statusCode).toBe(401)
  })

  it('refuses a 129-character password with a message', async () => {
    const response = await register('x'.repeat(129))
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ password: 'Password must be at most 128 characters' })
  })
})
