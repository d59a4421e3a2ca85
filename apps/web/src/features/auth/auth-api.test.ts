import { describe, expect, it } from 'vitest'
import { answerFetch, json } from '../../test/render-app'
import { register, registerAttemptTimeoutMs, registerRetryWaitMs } from './auth-api'
import { registrationErrorMessage, registrationScreenMessage } from './auth-errors'

const payload = {
  email: 'a@b.co',
  password: 'secret-1',
  first_name: 'Al',
  last_name: 'Bo',
  username: 'albo',
}
const user = {
  id: 1,
  email: 'a@b.co',
  first_name: 'Al',
  last_name: 'Bo',
  username: 'albo',
  profile_picture: null,
}

describe('registration timing (spec §9)', () => {
  it('gives attempts 15, 20 and 25 seconds', () => {
    expect([1, 2, 3].map(registerAttemptTimeoutMs)).toEqual([15_000, 20_000, 25_000])
  })

  it('waits 1 s, 2 s, 4 s between attempts, never more than 5 s', () => {
    expect([1, 2, 3, 4].map(registerRetryWaitMs)).toEqual([1_000, 2_000, 4_000, 5_000])
  })
})

describe('register()', () => {
  it('tries again after a server error and succeeds on a later attempt', async () => {
    let attempts = 0
    answerFetch({
      'POST /api/auth/register': () => {
        attempts += 1
        return attempts < 2 ? json(503, { error: 'busy' }) : json(201, { token: 't', user })
      },
    })
    await expect(register(payload)).resolves.toEqual({ token: 't', user })
    expect(attempts).toBe(2)
  })

  it('does not retry a 409 or a 400', async () => {
    for (const status of [409, 400]) {
      let attempts = 0
      answerFetch({
        'POST /api/auth/register': () => {
          attempts += 1
          return json(status, { error: 'no', code: 'X' })
        },
      })
      await expect(register(payload)).rejects.toMatchObject({ status })
      expect(attempts).toBe(1)
    }
  })
})

describe('registration error messages (spec §8)', () => {
  it('words the screen messages as the spec does', () => {
    expect(registrationScreenMessage('Registration timed out after multiple attempts. x')).toBe(
      'Registration timed out. The server is responding slowly. Please try again in a moment.',
    )
    expect(registrationScreenMessage('CORS_ERROR: nope')).toBe(
      'Connection issue. Please check your internet connection and try again.',
    )
    expect(registrationScreenMessage('')).toBe('Registration failed')
  })

  it('falls back to a generic message for unknown failures', () => {
    expect(registrationErrorMessage(new Error('boom'))).toBe(
      'Registration failed. Please try again.',
    )
  })
})
