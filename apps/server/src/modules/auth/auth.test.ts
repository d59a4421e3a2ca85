import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newUserPayload, registerUser } from '../../test/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  harness = await createTestApp()
})
afterAll(() => harness.close())

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  harness.app.inject({ method: 'POST', url, payload, headers })

describe('POST /api/auth/register', () => {
  it('creates an account and answers 201 with a token and the user', async () => {
    const payload = newUserPayload({ email: 'Grace.Hopper@Example.com', username: 'GraceH' })
    const response = await post('/api/auth/register', payload)
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: 'grace.hopper@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'graceh',
      profile_picture: null,
    })
  })

  it('never returns password data', async () => {
    const response = await post('/api/auth/register', newUserPayload())
    expect(response.body).not.toMatch(/password|argon2/i)
  })

  it('answers 400 to an empty body, which the status check relies on', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/auth/register' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
  })

  it('answers 400 to an empty JSON object with a message per field', async () => {
    const response = await post('/api/auth/register', {})
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'First name is required',
      code: 'VALIDATION_ERROR',
      fields: {
        first_name: 'First name is required',
        last_name: 'Last name is required',
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    })
  })

  it.each([
    ['first_name', 'A', 'First name must be at least 2 characters'],
    ['last_name', ' ', 'Last name is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', 'password123', 'This password is too common. Please choose another one.'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const response = await post('/api/auth/register', newUserPayload({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } })
  })

  it('refuses an email already taken in another case with 409', async () => {
    const first = newUserPayload({ email: 'taken@example.com' })
    expect((await post('/api/auth/register', first)).statusCode).toBe(201)
    const response = await post(
      '/api/auth/register',
      newUserPayload({ email: 'TAKEN@Example.COM' }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      error: 'An account with this email already exists. Please try logging in instead.',
      code: 'EMAIL_TAKEN',
    })
  })

  it('refuses a username already taken with 409', async () => {
    await post('/api/auth/register', newUserPayload({ username: 'samename' }))
    const response = await post('/api/auth/register', newUserPayload({ username: 'SameName' }))
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('USERNAME_TAKEN')
  })

  it('answers 400 to malformed JSON without creating anything', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('The request body is not valid JSON.')
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { payload, user } = await registerUser(harness.app)
    const response = await post('/api/auth/login', {
      email: payload.email.toUpperCase(),
      password: payload.password,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toEqual(user)
    expect(response.body).not.toMatch(/password/i)
  })

  it('gives a new token at every login', async () => {
    const { payload, token } = await registerUser(harness.app)
    const response = await post('/api/auth/login', {
      email: payload.email,
      password: payload.password,
    })
    expect(response.json().token).not.toBe(token)
  })

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { payload } = await registerUser(harness.app)
    const wrongPassword = await post('/api/auth/login', {
      email: payload.email,
      password: 'wrong-one',
    })
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: payload.password,
    })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBe('Invalid email or password.')
    }
  })

  it('answers 400 when fields are missing', async () => {
    const response = await post('/api/auth/login', { email: 'a@b.co' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Password is required')
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the token so it no longer works', async () => {
    const { headers } = await registerUser(harness.app)
    const first = await post('/api/auth/logout', undefined, headers)
    expect(first.statusCode).toBe(204)
    const second = await post('/api/auth/logout', undefined, headers)
    expect(second.statusCode).toBe(401)
  })

  it('answers 401 without a token', async () => {
    const response = await post('/api/auth/logout')
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })
})
