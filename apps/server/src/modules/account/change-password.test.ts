import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser } from '../../test/test-app'

// Lowered from the default so a test can reach it.
const FAILURES = 4

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp({ LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: FAILURES })
})
afterAll(() => harness.close())

const login = (email: string, password: string, remoteAddress = '10.2.0.1') =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  })

const changePassword = (
  headers: Record<string, string>,
  payload: unknown,
  remoteAddress = '10.2.0.1',
) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/account/password',
    headers,
    payload: payload as object,
    remoteAddress,
  })

describe('PUT /api/account/password', () => {
  it('changes the password, ends every other session and keeps this one', async () => {
    const user = await registerUser(harness.app)
    const { email, password } = user.payload
    const other = (await login(email, password)).json<{ token: string }>().token
    const response = await changePassword(user.headers, {
      current_password: password,
      new_password: 'a-brand-new-secret',
    })
    expect(response.statusCode).toBe(204)

    const otherSession = await harness.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { authorization: `Bearer ${other}` },
    })
    expect(otherSession.statusCode).toBe(401)
    const thisSession = await harness.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: user.headers,
    })
    expect(thisSession.statusCode).toBe(200)
    expect((await login(email, password)).statusCode).toBe(401)
    expect((await login(email, 'a-brand-new-secret')).statusCode).toBe(200)
  })

  it('refuses a wrong current password with a readable 400 and changes nothing', async () => {
    const user = await registerUser(harness.app)
    const response = await changePassword(
      user.headers,
      { current_password: 'not-my-password', new_password: 'a-brand-new-secret' },
      '10.2.0.2',
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Your current password is not correct.',
      code: 'INVALID_CREDENTIALS',
      fields: { current_password: 'Your current password is not correct.' },
    })
    expect((await login(user.payload.email, user.payload.password)).statusCode).toBe(200)
  })

  it.each([
    ['too short', 'abc', 'Password must be at least 6 characters'],
    ['common', 'password123', 'This password is too common. Please choose another one.'],
  ])('refuses a %s new password with the registration message', async (_, next, message) => {
    const user = await registerUser(harness.app)
    const response = await changePassword(user.headers, {
      current_password: user.payload.password,
      new_password: next,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ new_password: message })
    expect((await login(user.payload.email, user.payload.password)).statusCode).toBe(200)
  })

  it('counts wrong current passwords like failed logins', async () => {
    const user = await registerUser(harness.app)
    const address = '10.2.0.3'
    for (let i = 0; i < FAILURES; i += 1) {
      const response = await changePassword(
        user.headers,
        { current_password: `guess-${i}`, new_password: 'a-brand-new-secret' },
        address,
      )
      expect(response.statusCode).toBe(400)
    }
    const blocked = await changePassword(
      user.headers,
      { current_password: user.payload.password, new_password: 'a-brand-new-secret' },
      address,
    )
    expect(blocked.statusCode).toBe(429)
    expect((await login(user.payload.email, user.payload.password, address)).statusCode).toBe(429)
  })

  it('needs a signed-in user', async () => {
    const response = await changePassword(
      {},
      { current_password: 'x', new_password: 'a-brand-new-secret' },
    )
    expect(response.statusCode).toBe(401)
  })
})
